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
 * For tests: with @on %FALSE every translation is looked up afresh, as g_dgettext () does.
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
