/* herald-i18n.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The engine's translations, remembered (issue 14). Every refusal the engine makes translates
 * its sentence (and the words put in it), and a step asks the engine about every move of every
 * card: about 60 translations a step, each a glibc lookup of about 1,100 instructions (the
 * language read from the environment, the domain found, the catalogue searched), though the
 * answer is nearly always one already given. Here each message's translation is kept, per
 * thread, for as long as what glibc's answer depends on is the same: the LANGUAGE variable,
 * the LC_MESSAGES locale, and glibc's count of changes to the catalogues (_nl_msg_cat_cntr:
 * setlocale (), bindtextdomain (), bind_textdomain_codeset (), textdomain ()). A change of
 * any of them (the tests change LANGUAGE within one process) forgets every translation kept,
 * so the text is always what g_dgettext () would give now. A translation is a pointer into
 * the catalogue glibc keeps loaded (or the message itself), never freed. */

#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "herald-private.h"

#if HAVE_NL_MSG_CAT_CNTR
extern int _nl_msg_cat_cntr;
#endif

typedef struct
{
  GHashTable *translations;  /* message → its translation, neither owned */
  char       *language;      /* (nullable) LANGUAGE as they were made under */
  char       *messages;      /* (nullable) setlocale (LC_MESSAGES, NULL) likewise */
  int         counter;       /* _nl_msg_cat_cntr likewise */
} Memo;

static void
memo_free (gpointer data)
{
  Memo *memo = data;

  g_hash_table_unref (memo->translations);
  g_free (memo->language);
  g_free (memo->messages);
  g_free (memo);
}

static GPrivate memo_key = G_PRIVATE_INIT (memo_free);
static gint memo_off;          /* herald_gettext_set_memo () */
static guint n_looked_up;      /* herald_gettext_get_n_looked_up () */

/* Whether the translations @memo keeps were made in the language and catalogues of now */
static gboolean
memo_current (Memo       *memo,
              const char *language,
              const char *messages,
              int         counter)
{
  return memo->counter == counter && g_strcmp0 (memo->language, language) == 0 &&
         g_strcmp0 (memo->messages, messages) == 0;
}

/**
 * herald_gettext:
 * @msgid: a message of the engine (a string constant: it is remembered by its address)
 *
 * The translation g_dgettext (GETTEXT_PACKAGE, @msgid) gives, remembered while the language
 * and the catalogues stay the same. The engine's `_()` (herald-private.h).
 *
 * Returns: (transfer none): the translation, or @msgid
 */
const char *
herald_gettext (const char *msgid)
{
#if HAVE_NL_MSG_CAT_CNTR
  Memo *memo;
  const char *language;
  const char *messages;
  const char *translation;
  int counter;

  if (g_atomic_int_get (&memo_off))
    {
      n_looked_up++;
      return g_dgettext (GETTEXT_PACKAGE, msgid);
    }
  memo = g_private_get (&memo_key);
  language = getenv ("LANGUAGE");
  messages = setlocale (LC_MESSAGES, NULL);
  counter = _nl_msg_cat_cntr;
  if (memo == NULL)
    {
      memo = g_new0 (Memo, 1);
      memo->translations = g_hash_table_new (NULL, NULL);
      memo->counter = counter - 1;
      g_private_set (&memo_key, memo);
    }
  if (!memo_current (memo, language, messages, counter))
    {
      g_hash_table_remove_all (memo->translations);
      g_free (memo->language);
      g_free (memo->messages);
      memo->language = g_strdup (language);
      memo->messages = g_strdup (messages);
      memo->counter = counter;
    }
  translation = g_hash_table_lookup (memo->translations, msgid);
  if (translation == NULL)
    {
      n_looked_up++;
      translation = g_dgettext (GETTEXT_PACKAGE, msgid);
      /* a lookup that changed the catalogues (glibc loads one on first use, and counts it) is
       * not remembered under the old count */
      if (_nl_msg_cat_cntr == counter)
        g_hash_table_insert (memo->translations, (gpointer) msgid, (gpointer) translation);
    }
  return translation;
#else
  n_looked_up++;
  return g_dgettext (GETTEXT_PACKAGE, msgid);
#endif
}

/**
 * herald_gettext_set_memo:
 * @on: whether translations are remembered
 *
 * For tests: with @on %FALSE every translation is looked up afresh, as g_dgettext () does,
 * and every refusal's sentence is made afresh (herald_fail_sentence ()).
 */
void
herald_gettext_set_memo (gboolean on)
{
  g_atomic_int_set (&memo_off, !on);
}

/**
 * herald_gettext_get_n_looked_up:
 *
 * For tests: how many translations herald_gettext () looked up in the catalogues rather
 * than gave from its memo, since the program started (all threads; counted without a lock,
 * so exact only when one thread translates).
 *
 * Returns: the count
 */
guint
herald_gettext_get_n_looked_up (void)
{
  return n_looked_up;
}

/* The refusals' sentences, remembered (issue 14). A refusal is a translated sentence with
 * names and numbers put in it, made valid UTF-8 on one line (herald_message_clean ()): about
 * 2,000 instructions of printf and checks, and after a step most of the cards' refusals are
 * the same sentences with the same words as the step before. A sentence made is kept, per
 * thread, by its format's text and the arguments' values (the strings' text, the numbers),
 * in a table of SENTENCES places, two for each key's hash; a format whose arguments this cannot read (anything but
 * %d %i %u %x %X %o %c %s with flags, width and precision given as digits, and the length
 * modifiers hh h l ll z j t) is made every time, as before. */

#define SENTENCES 256
#define KEY_MAX   512

typedef struct
{
  char   *key;      /* the format's text, a NUL, then the arguments' values */
  gsize   key_len;
  char   *message;  /* the sentence made of them, cleaned */
  guint64 used;     /* when it was last given (a count of sentences asked) */
} Sentence;

typedef struct
{
  Sentence sentence[SENTENCES];
  guint64  asked;   /* sentences asked of this thread */
} Sentences;

static void
sentences_free (gpointer data)
{
  Sentences *sentences = data;

  for (guint i = 0; i < SENTENCES; i++)
    {
      g_free (sentences->sentence[i].key);
      g_free (sentences->sentence[i].message);
    }
  g_free (sentences);
}

static GPrivate sentences_key = G_PRIVATE_INIT (sentences_free);
static guint n_sentences_made;  /* herald_fail_get_n_made () */

static gboolean
key_add (char       *key,
         gsize      *len,
         const void *data,
         gsize       size)
{
  if (*len + size > KEY_MAX)
    return FALSE;
  memcpy (key + *len, data, size);
  *len += size;
  return TRUE;
}

/* @key: the format's text and the values @args gives it, as printf would read them;
 * %FALSE when the format holds what this does not read */
static gboolean
sentence_key (const char *format,
              va_list     args,
              char       *key,
              gsize      *len)
{
  *len = 0;
  if (!key_add (key, len, format, strlen (format) + 1))
    return FALSE;
  /* from one % to the next (strchr (): the text between is in the key already) */
  for (const char *c = strchr (format, '%'); c != NULL; c = strchr (c + 1, '%'))
    {
      guint longs = 0;  /* 0 int, 1 long, 2 long long / intmax, 3 size_t, 4 ptrdiff_t */

      c++;
      if (*c == '%')
        continue;
      while (*c == '-' || *c == '+' || *c == ' ' || *c == '#' || *c == '0')
        c++;
      while (g_ascii_isdigit (*c))
        c++;
      if (*c == '.')
        for (c++; g_ascii_isdigit (*c); c++)
          ;
      if (*c == 'h')
        c += c[1] == 'h' ? 2 : 1;
      else if (*c == 'l')
        {
          longs = c[1] == 'l' ? 2 : 1;
          c += longs;
        }
      else if (*c == 'j' || *c == 'z' || *c == 't')
        {
          longs = *c == 'j' ? 2 : *c == 'z' ? 3 : 4;
          c++;
        }
      switch (*c)
        {
        case 'd': case 'i': case 'u': case 'x': case 'X': case 'o': case 'c':
          {
            guint64 v = longs == 0 ? (guint64) va_arg (args, unsigned int)
                      : longs == 1 ? (guint64) va_arg (args, unsigned long)
                      : longs == 2 ? (guint64) va_arg (args, guint64)
                      : longs == 3 ? (guint64) va_arg (args, gsize)
                      : (guint64) va_arg (args, gssize);

            if ((*c == 'c' && longs != 0) || !key_add (key, len, &v, sizeof v))
              return FALSE;
            break;
          }
        case 's':
          {
            const char *s;

            if (longs != 0)
              return FALSE;
            s = va_arg (args, const char *);
            if (s == NULL || !key_add (key, len, s, strlen (s) + 1))
              return FALSE;
            break;
          }
        default:
          /* '*', '$', '\'', floating point, pointers, the end of the text: made afresh */
          return FALSE;
        }
    }
  return TRUE;
}

/* Where @key's sentence is kept: eight bytes at a time (a byte at a time, FNV-1a, was half
 * of a kept sentence's cost); equal keys are compared byte for byte all the same */
static guint
key_hash (const char *key,
          gsize       len)
{
  guint64 h = 0x9e3779b97f4a7c15ull ^ len;
  gsize i = 0;

  for (; i + 8 <= len; i += 8)
    {
      guint64 w;

      memcpy (&w, key + i, 8);
      h = (h ^ w) * 0xff51afd7ed558ccdull;
      h ^= h >> 32;
    }
  if (i < len)
    {
      guint64 w = 0;

      memcpy (&w, key + i, len - i);
      h = (h ^ w) * 0xff51afd7ed558ccdull;
      h ^= h >> 32;
    }
  return (guint) (h ^ (h >> 29));
}

/**
 * herald_fail_sentence:
 * @format: a refusal's format (herald_fail ())
 * @args: its arguments
 * @made: (out): the sentence made afresh, to be freed, or %NULL when it was kept
 *
 * The sentence herald_fail () sets: g_strdup_vprintf () of @format and @args, cleaned
 * (herald_message_clean ()), kept from the last time the same format had the same values.
 *
 * Returns: (transfer none): the sentence (@made, or one kept until this thread's next call)
 */
const char *
herald_fail_sentence (const char *format,
                      va_list     args,
                      char      **made)
{
  Sentences *sentences;
  Sentence *s;
  char key[KEY_MAX];
  gsize len;
  guint hash;
  va_list copy;
  gboolean keyed;
  g_autofree char *raw = NULL;

  *made = NULL;
  va_copy (copy, args);
  keyed = !g_atomic_int_get (&memo_off) && sentence_key (format, copy, key, &len);
  va_end (copy);
  if (!keyed)
    {
      n_sentences_made++;
      raw = g_strdup_vprintf (format, args);
      *made = herald_message_clean (raw);
      return *made;
    }
  hash = key_hash (key, len);
  sentences = g_private_get (&sentences_key);
  if (sentences == NULL)
    {
      sentences = g_new0 (Sentences, 1);
      g_private_set (&sentences_key, sentences);
    }
  /* two places for each key: a sentence replaces the one given longer ago */
  s = &sentences->sentence[(hash % SENTENCES) & ~1u];
  sentences->asked++;
  for (guint i = 0; i < 2; i++)
    if (s[i].key != NULL && s[i].key_len == len && memcmp (s[i].key, key, len) == 0)
      {
        s[i].used = sentences->asked;
        return s[i].message;
      }
  if (s[1].used < s[0].used)
    s++;
  s->used = sentences->asked;
  n_sentences_made++;
  raw = g_strdup_vprintf (format, args);
  g_free (s->key);
  g_free (s->message);
  s->key = g_memdup2 (key, len);
  s->key_len = len;
  s->message = herald_message_clean (raw);
  return s->message;
}

/**
 * herald_fail_get_n_made:
 *
 * For tests: how many refusals' sentences herald_fail () made rather than kept, since the
 * program started (all threads; counted without a lock).
 *
 * Returns: the count
 */
guint
herald_fail_get_n_made (void)
{
  return n_sentences_made;
}
