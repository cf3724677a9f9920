/* herald-json.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "herald-json.h"
#include "herald-private.h"

/* A strict JSON (RFC 8259) recogniser, written so that no input can make it fail: it never
 * recurses (the nesting is a bounded array), reads every byte at most a few times and
 * allocates at most the depth limit, the member names of the objects open at a time, and a
 * copy of what is kept.
 *
 * Why it exists: json-glib's parser recurses once per nesting level and accepts more than
 * JSON (C and C++ comments, single-quoted strings, a second document after the first, "\u0000"
 * inside names) and keeps only the last of two members with one name (breaker report 10, F7:
 * `{"type": "end_turn", "type": "roll"}` loaded as a roll, `"version": 4, "version": 3` as
 * version 3). A save file must pass this check before json-glib sees it. json-glib reads
 * every strict JSON document the way the RFC does, so what passes is parsed with exactly the
 * structure checked here: no nesting deeper than the limit, no more values than the limit,
 * whatever json-glib would make of anything else. */

typedef enum
{
  EXPECT_VALUE,
  EXPECT_VALUE_OR_CLOSE,   /* just after '[' */
  EXPECT_KEY,              /* after ',' in an object */
  EXPECT_KEY_OR_CLOSE,     /* just after '{' */
  EXPECT_COMMA_OR_CLOSE,
  EXPECT_END,
} Expect;

typedef struct
{
  const char *data;
  gsize length;
  gsize pos;
} Reader;

/* A member name seen in an object still open */
typedef struct
{
  gsize text;   /* its decoded text in Level.names */
  gsize pos;    /* its opening quote in the document */
} Member;

/* An object or array still open */
typedef struct
{
  char kind;        /* '{' or '[' */
  guint count;      /* '[': the elements begun so far */
  gsize name;       /* '{': where the member being read has its name */
  GString *names;   /* '{': the decoded names so far, each ended by a NUL */
  GArray *members;  /* '{': of Member, one per name so far */
} Level;

typedef struct
{
  Level *levels;
  guint n_levels;
} Stack;

static void
stack_clear (Stack *stack)
{
  for (guint i = 0; i < stack->n_levels; i++)
    {
      if (stack->levels[i].names != NULL)
        g_string_free (stack->levels[i].names, TRUE);
      g_clear_pointer (&stack->levels[i].members, g_array_unref);
    }
  g_clear_pointer (&stack->levels, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Stack, stack_clear)

/* @syntax: whether the file is not JSON at all, or JSON beyond a limit */
static gboolean
report_at (const Reader  *r,
           gsize          pos,
           gboolean       syntax,
           GError       **error,
           const char    *reason)
{
  guint line = 1, column = 1;

  for (gsize i = 0; i < pos && i < r->length; i++)
    {
      guchar c = r->data[i];

      if (c == '\n')
        {
          line++;
          column = 1;
        }
      else if ((c & 0xc0) != 0x80)
        column++;
    }
  if (!syntax)
    /* Translators: a limit of the save format (e.g. "more than 1000000 values: not a Herald
     * game"), then where in the file it was reached */
    return herald_invalid (error, _("%s (line %u, column %u)"), reason, line, column);
  /* Translators: a save file that is not JSON; the last %s is the reason, e.g. "a comment:
   * JSON has none" */
  return herald_invalid (error, _("not valid JSON (line %u, column %u): %s"), line, column,
                         reason);
}

#define fail_at(r, pos, error, reason) report_at ((r), (pos), TRUE, (error), (reason))
#define limit_at(r, pos, error, reason) report_at ((r), (pos), FALSE, (error), (reason))

static gboolean
is_ws (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static void
skip_ws (Reader *r)
{
  while (r->pos < r->length && is_ws (r->data[r->pos]))
    r->pos++;
}

static gint
hex_value (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/* four hex digits at @pos, or -1 */
static gint
read_hex4 (const Reader *r,
           gsize         pos)
{
  gint v = 0;

  if (pos + 4 > r->length)
    return -1;
  for (guint i = 0; i < 4; i++)
    {
      gint h = hex_value (r->data[pos + i]);

      if (h < 0)
        return -1;
      v = v * 16 + h;
    }
  return v;
}

/* A string whose opening quote is at r->pos; leaves r->pos after the closing quote. When
 * @decoded is not %NULL, appends up to @max_decoded bytes of its text (longer text is cut;
 * the caller only compares it with short names). */
static gboolean
read_string (Reader   *r,
             GString  *decoded,
             gsize     max_decoded,
             GError  **error)
{
  gsize start = r->pos;

  r->pos++;
  while (r->pos < r->length)
    {
      guchar c = r->data[r->pos];
      gsize here = r->pos;

      if (c == '"')
        {
          r->pos++;
          return TRUE;
        }
      if (c < 0x20)
        return fail_at (r, here, error, c == '\n' ?
                        _("a line break inside a text in quotes (write it as \\n)") :
                        _("a control character inside a text in quotes"));
      if (c != '\\')
        {
          if (decoded != NULL && decoded->len < max_decoded)
            g_string_append_c (decoded, c);
          r->pos++;
          continue;
        }

      /* an escape */
      if (here + 1 >= r->length)
        break;
      c = r->data[here + 1];
      if (c == 'u')
        {
          gint unit = read_hex4 (r, here + 2);
          gunichar ch;

          if (unit < 0)
            return fail_at (r, here, error, _("“\\u” must be followed by four hexadecimal digits"));
          r->pos = here + 6;
          if (unit == 0)
            return fail_at (r, here, error,
                            _("“\\u0000” (a NUL character) inside a text: no name or value may "
                              "contain it"));
          if (unit >= 0xdc00 && unit <= 0xdfff)
            return fail_at (r, here, error,
                            _("an escaped character that is half of a pair (a lone UTF-16 "
                              "surrogate)"));
          ch = unit;
          if (unit >= 0xd800 && unit <= 0xdbff)
            {
              gint low = -1;

              if (r->pos + 1 < r->length && r->data[r->pos] == '\\' &&
                  r->data[r->pos + 1] == 'u')
                low = read_hex4 (r, r->pos + 2);
              if (low < 0xdc00 || low > 0xdfff)
                return fail_at (r, here, error,
                                _("an escaped character that is half of a pair (a lone UTF-16 "
                                  "surrogate)"));
              r->pos += 6;
              ch = 0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00);
            }
          if (decoded != NULL && decoded->len < max_decoded)
            g_string_append_unichar (decoded, ch);
          continue;
        }
      if (c == '\0' || strchr ("\"\\/bfnrt", c) == NULL)
        return fail_at (r, here, error, _("an unknown escape sequence after “\\”"));
      if (decoded != NULL && decoded->len < max_decoded)
        {
          const char *from = "\"\\/bfnrt", *to = "\"\\/\b\f\n\r\t";

          g_string_append_c (decoded, to[strchr (from, c) - from]);
        }
      r->pos = here + 2;
    }
  return fail_at (r, start, error, _("a text in quotes that is never closed"));
}

static gboolean
is_digit (const Reader *r)
{
  return r->pos < r->length && r->data[r->pos] >= '0' && r->data[r->pos] <= '9';
}

/* An integer (no fraction, no exponent) beyond 64 bits: json-glib would read it wrapped
 * around or saturated (2^63 as -9223372036854775808, 2^64 + 1 as -1), and every message about
 * it would show that wrong number (breaker report 10, F8). Refused here with its own text. */
static gboolean
check_integer_range (const Reader  *r,
                     gsize          start,
                     GError       **error)
{
  g_autofree char *text = g_strndup (r->data + start, r->pos - start);
  g_autofree char *shown = NULL;
  g_autofree char *why = NULL;
  gint64 value;

  if (g_ascii_string_to_signed (text, 10, G_MININT64, G_MAXINT64, &value, NULL))
    return TRUE;
  /* a digit string of any length: the first 40 digits are enough to recognise it */
  shown = g_utf8_strlen (text, -1) > 41 ? g_strdup_printf ("%.40s…", text) : g_strdup (text);
  if (text[0] == '-')
    /* Translators: %s is a number as written in the file, e.g. -9223372036854775809 */
    why = g_strdup_printf (_("the number %s is too small for Herald: not a Herald game"), shown);
  else
    /* Translators: %s is a number as written in the file, e.g. 9223372036854775808 */
    why = g_strdup_printf (_("the number %s is too large for Herald: not a Herald game"), shown);
  return limit_at (r, start, error, why);
}

/* -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?; with @kept, an integer must fit in 64 bits */
static gboolean
read_number (Reader   *r,
             gboolean  kept,
             GError  **error)
{
  gsize start = r->pos;
  gboolean integer = TRUE;

  if (r->data[r->pos] == '-')
    r->pos++;
  if (!is_digit (r))
    return fail_at (r, start, error, _("a number is malformed"));
  if (r->data[r->pos] == '0')
    r->pos++;
  else
    while (is_digit (r))
      r->pos++;
  if (r->pos < r->length && r->data[r->pos] == '.')
    {
      integer = FALSE;
      r->pos++;
      if (!is_digit (r))
        return fail_at (r, start, error, _("a number is malformed"));
      while (is_digit (r))
        r->pos++;
    }
  if (r->pos < r->length && (r->data[r->pos] == 'e' || r->data[r->pos] == 'E'))
    {
      integer = FALSE;
      r->pos++;
      if (r->pos < r->length && (r->data[r->pos] == '+' || r->data[r->pos] == '-'))
        r->pos++;
      if (!is_digit (r))
        return fail_at (r, start, error, _("a number is malformed"));
      while (is_digit (r))
        r->pos++;
    }
  if (integer && kept && r->pos - start > 18)
    return check_integer_range (r, start, error);
  return TRUE;
}

/* Where the object open at @depth is, for a message: `actions[3]`, `start.players[0]`; %NULL
 * for the root */
static char *
object_path (const Stack *stack,
             guint        depth)
{
  g_autoptr(GString) path = g_string_new (NULL);

  for (guint i = 0; i + 1 < depth; i++)
    {
      const Level *level = &stack->levels[i];
      const Member *current;

      if (level->kind == '[')
        {
          g_string_append_printf (path, "[%u]", level->count - 1);
          continue;
        }
      /* the member being read is the last one seen */
      current = &g_array_index (level->members, Member, level->members->len - 1);
      if (path->len > 0)
        g_string_append_c (path, '.');
      g_string_append (path, level->names->str + current->text);
    }
  return path->len > 0 ? g_strdup (path->str) : NULL;
}

/* A member name as a message shows it: at most 40 characters, no control character */
static char *
shown_name (const char *name)
{
  g_autoptr(GString) shown = g_string_new (NULL);
  guint n = 0;

  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);

      if (n == 40)
        {
          g_string_append (shown, "…");
          break;
        }
      if (g_unichar_iscntrl (c))
        g_string_append_c (shown, '?');
      else
        g_string_append_unichar (shown, c);
    }
  return g_string_free (g_steal_pointer (&shown), FALSE);
}

static gint
compare_names (gconstpointer a,
               gconstpointer b,
               gpointer      names)
{
  const Member *x = a, *y = b;
  gint order = strcmp ((const char *) names + x->text, (const char *) names + y->text);

  if (order != 0)
    return order;
  return x->pos < y->pos ? -1 : x->pos > y->pos;
}

/* The object open at @depth ends: refused if a name is in it twice (RFC 8259 leaves what that
 * means to the reader; json-glib keeps the last). The message names the first name seen again
 * and the place it is seen again. Sorting the names (not hashing them) keeps crafted names
 * from making this slow. */
static gboolean
check_unique_names (const Reader  *r,
                    const Stack   *stack,
                    guint          depth,
                    GError       **error)
{
  const Level *level = &stack->levels[depth - 1];
  GArray *members = level->members;
  const char *names = level->names->str;
  const Member *again = NULL;
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autofree char *why = NULL;

  if (members->len < 2)
    return TRUE;
  if (members->len <= 8)
    {
      /* the objects of a save file are small: no sorting */
      for (guint j = 1; j < members->len && again == NULL; j++)
        for (guint i = 0; i < j; i++)
          if (strcmp (names + g_array_index (members, Member, i).text,
                      names + g_array_index (members, Member, j).text) == 0)
            {
              again = &g_array_index (members, Member, j);
              break;
            }
    }
  else
    {
      g_array_sort_with_data (members, compare_names, (gpointer) names);
      for (guint j = 1; j < members->len; j++)
        {
          const Member *m = &g_array_index (members, Member, j);

          if (strcmp (names + m->text, names + (m - 1)->text) == 0 &&
              (again == NULL || m->pos < again->pos))
            again = m;
        }
    }
  if (again == NULL)
    return TRUE;

  path = object_path (stack, depth);
  name = shown_name (names + again->text);
  if (path != NULL)
    /* Translators: the first %s is a member name of the save file (e.g. "type"), the second
     * where its object is (e.g. "actions[3]"); the line and column follow */
    why = g_strdup_printf (_("the member “%s” appears twice in %s (a member may be given only "
                             "once)"), name, path);
  else
    /* Translators: %s is a member name of the save file, e.g. "version"; the line and
     * column follow */
    why = g_strdup_printf (_("the member “%s” appears twice at the top level (a member may be "
                             "given only once)"), name);
  return limit_at (r, again->pos, error, why);
}

/* What a character that starts no JSON value most likely is, for the message */
static const char *
explain_unexpected (const Reader *r)
{
  char c = r->data[r->pos];

  if (c == '/' || c == '#')
    return _("a comment: JSON has none");
  if (c == '\'')
    return _("single quotes: JSON texts are in double quotes");
  if (c == '}' || c == ']')
    return _("a closing bracket where a value was expected (a comma too many?)");
  return _("a value was expected (an object, array, text in double quotes, number, true, "
           "false or null)");
}

/**
 * herald_json_check:
 * @data: (array length=length): the text, valid UTF-8 without NUL bytes
 * @length: its length in bytes
 * @limits: the depth and the number of values allowed
 * @keep: (nullable) (array zero-terminated=1): when the root is an object, the names of its
 *   members to keep; %NULL keeps everything
 * @kept: (out) (optional) (nullable): with @keep, set to a copy of @data without the root
 *   object's other members (%NULL when every member is kept: parse @data itself)
 * @error: %HERALD_GAME_ERROR_INVALID with a sentence for the user (the line and column of
 *   the problem, then what it is), never a parser's raw text
 *
 * Checks that @data is exactly one strict JSON document (RFC 8259: no comments, no single
 * quotes, nothing after it but white space), with no `\u0000` and no lone UTF-16 surrogate in
 * any string, no object holding two members of one name (compared as decoded: `"a"` and
 * `"\u0061"` are one name; the message names the member, its object and the line and column
 * where it appears again), nesting at most @limits->max_depth levels and holding at most
 * @limits->max_values values in the members kept. The members of the root object not in
 * @keep are checked but neither counted nor copied: an ignored member costs no memory.
 * Iterative, linear in @length, bounded memory: no input can crash or hang it.
 *
 * Returns: %TRUE when @data passes
 */
gboolean
herald_json_check (const char              *data,
                   gsize                    length,
                   const HeraldJsonLimits  *limits,
                   const char * const      *keep,
                   GString                **kept,
                   GError                 **error)
{
  Reader r = { data, length, 0 };
  g_auto(Stack) stack = { NULL, 0 };
  Level *level;
  g_autoptr(GString) copy = NULL;
  g_autoptr(GString) key = g_string_new (NULL);
  Expect expect = EXPECT_VALUE;
  guint depth = 0;
  guint values = 0;
  gboolean skipping = FALSE;   /* inside a root member that is not kept */
  gboolean dropped_any = FALSE;
  gsize member_start = 0;

  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (limits != NULL && limits->max_depth > 0, FALSE);

  if (kept != NULL)
    *kept = NULL;
  stack.levels = g_new0 (Level, limits->max_depth);
  stack.n_levels = limits->max_depth;
  if (keep != NULL)
    copy = g_string_new ("{");

  /* a byte order mark is allowed before the document (RFC 8259, 8.1) */
  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    r.pos = 3;

  for (;;)
    {
      char c;
      gboolean closed = FALSE;

      skip_ws (&r);
      if (r.pos >= length)
        {
          if (expect == EXPECT_END)
            break;
          if (depth == 0)
            return fail_at (&r, r.pos, error, _("the file holds no JSON document"));
          return fail_at (&r, r.pos, error, _("the file ends before the JSON document does "
                                              "(the file was cut short?)"));
        }
      c = data[r.pos];

      switch (expect)
        {
        case EXPECT_END:
          if (c == '/' || c == '#')
            return fail_at (&r, r.pos, error, _("a comment: JSON has none"));
          return fail_at (&r, r.pos, error,
                          _("more text after the end of the JSON document (a save file holds "
                            "exactly one)"));

        case EXPECT_KEY_OR_CLOSE:
        case EXPECT_KEY:
          if (c == '}' && expect == EXPECT_KEY_OR_CLOSE)
            {
              r.pos++;
              closed = TRUE;
              break;
            }
          if (c != '"')
            return fail_at (&r, r.pos, error, c == '/' || c == '#' ?
                            _("a comment: JSON has none") :
                            c == '}' ? _("a comma before “}” (JSON allows none there)") :
                            c == '\'' ? _("single quotes: JSON texts are in double quotes") :
                            _("a member name in double quotes was expected"));
          /* every name is kept whole while its object is open: a name twice is refused
           * when the object closes */
          level = &stack.levels[depth - 1];
          level->name = r.pos;
          g_string_truncate (key, 0);
          if (!read_string (&r, key, G_MAXSIZE, error))
            return FALSE;
          {
            Member member = { level->names->len, level->name };

            g_array_append_val (level->members, member);
            g_string_append_len (level->names, key->str, key->len + 1);
          }
          if (depth == 1 && keep != NULL)
            {
              member_start = level->name;
              skipping = !g_strv_contains (keep, key->str);
              dropped_any |= skipping;
            }
          skip_ws (&r);
          if (r.pos >= length || data[r.pos] != ':')
            return fail_at (&r, r.pos, error, _("“:” was expected after a member name"));
          r.pos++;
          expect = EXPECT_VALUE;
          continue;

        case EXPECT_VALUE_OR_CLOSE:
          if (c == ']')
            {
              r.pos++;
              closed = TRUE;
              break;
            }
          G_GNUC_FALLTHROUGH;
        case EXPECT_VALUE:
          if (depth > 0 && stack.levels[depth - 1].kind == '[')
            stack.levels[depth - 1].count++;
          if (!skipping && ++values > limits->max_values)
            {
              g_autofree char *why =
                g_strdup_printf (_("more than %u values, more than a saved game holds"),
                                 limits->max_values);

              return limit_at (&r, r.pos, error, why);
            }
          if (c == '{' || c == '[')
            {
              if (depth >= limits->max_depth)
                {
                  g_autofree char *why =
                    g_strdup_printf (_("the file nests deeper than %u levels: not a Herald game"),
                                     limits->max_depth);

                  return limit_at (&r, r.pos, error, why);
                }
              level = &stack.levels[depth++];
              level->kind = c;
              level->count = 0;
              if (c == '{')
                {
                  if (level->names == NULL)
                    {
                      level->names = g_string_new (NULL);
                      level->members = g_array_new (FALSE, FALSE, sizeof (Member));
                    }
                  g_string_truncate (level->names, 0);
                  g_array_set_size (level->members, 0);
                }
              r.pos++;
              expect = c == '{' ? EXPECT_KEY_OR_CLOSE : EXPECT_VALUE_OR_CLOSE;
              continue;
            }
          if (c == '"')
            {
              if (!read_string (&r, NULL, 0, error))
                return FALSE;
            }
          else if (c == '-' || (c >= '0' && c <= '9'))
            {
              if (!read_number (&r, !skipping, error))
                return FALSE;
            }
          else if (length - r.pos >= 4 && memcmp (data + r.pos, "true", 4) == 0)
            r.pos += 4;
          else if (length - r.pos >= 5 && memcmp (data + r.pos, "false", 5) == 0)
            r.pos += 5;
          else if (length - r.pos >= 4 && memcmp (data + r.pos, "null", 4) == 0)
            r.pos += 4;
          else
            return fail_at (&r, r.pos, error, explain_unexpected (&r));
          break;

        case EXPECT_COMMA_OR_CLOSE:
          if (c == ',')
            {
              r.pos++;
              expect = stack.levels[depth - 1].kind == '{' ? EXPECT_KEY : EXPECT_VALUE;
              continue;
            }
          if (c == (stack.levels[depth - 1].kind == '{' ? '}' : ']'))
            {
              r.pos++;
              closed = TRUE;
              break;
            }
          if (c == '/' || c == '#')
            return fail_at (&r, r.pos, error, _("a comment: JSON has none"));
          return fail_at (&r, r.pos, error, stack.levels[depth - 1].kind == '{' ?
                          _("“,” or “}” was expected (a comma missing?)") :
                          _("“,” or “]” was expected (a comma missing?)"));

        default:
          g_assert_not_reached ();
        }

      /* a value or a container has just ended */
      if (closed)
        {
          if (stack.levels[depth - 1].kind == '{' &&
              !check_unique_names (&r, &stack, depth, error))
            return FALSE;
          depth--;
        }
      if (keep != NULL && depth == 1 && stack.levels[0].kind == '{')
        {
          /* a member of the root object ended */
          if (!skipping)
            {
              if (copy->len > 1)
                g_string_append_c (copy, ',');
              g_string_append_len (copy, data + member_start, r.pos - member_start);
            }
          skipping = FALSE;
        }
      expect = depth == 0 ? EXPECT_END : EXPECT_COMMA_OR_CLOSE;
    }

  if (kept != NULL && dropped_any)
    {
      g_string_append_c (copy, '}');
      *kept = g_steal_pointer (&copy);
    }
  return TRUE;
}
