/* herald-save-cache.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The autosave writes the whole game after every step. Building the JSON of every action
 * again each time (json-glib's builder and generator, about 1 µs per action) made a step of a
 * long game cost milliseconds on the main thread; actions in the log never change, so their
 * text is kept and only new actions are written. The result is byte for byte what
 * herald_save_to_data() gives (tests/test-save-cache.c checks it on random games with undo,
 * redo and dice drawn): the document is written without its actions
 * (herald_save_to_data_without_actions()), and the actions' text goes where its empty array
 * was. The actions' times ("times", the member after "actions", when any time is known) are
 * kept likewise: built by json-glib at every step, 1,000 of them were 1.7 M instructions, most
 * of a step (docs/performance.md, eighth round). */

#include "config.h"

#include <string.h>

#include "herald-save-cache.h"
#include "herald-save.h"

typedef struct
{
  HeraldAction  action;
  char         *text;     /* the action as an element of "actions", indented, no comma */
  gsize         length;
  char          time[24]; /* its element of "times": the Unix seconds, or null */
  gsize         time_length;
} CachedAction;

struct _HeraldSaveCache
{
  GArray *actions;        /* CachedAction */
};

/* where the empty action array sits in the pretty-printed document: at the start of a line
 * with two spaces, so never inside a string (a string's line breaks are escaped) */
#define ACTIONS_MEMBER "\n  \"actions\" : "

static void
cached_action_clear (gpointer data)
{
  CachedAction *cached = data;

  g_free (cached->text);
}

/**
 * herald_save_cache_new:
 *
 * Returns: (transfer full): an empty cache, for one game at a time
 */
HeraldSaveCache *
herald_save_cache_new (void)
{
  HeraldSaveCache *self = g_new0 (HeraldSaveCache, 1);

  self->actions = g_array_new (FALSE, TRUE, sizeof (CachedAction));
  g_array_set_clear_func (self->actions, cached_action_clear);
  return self;
}

void
herald_save_cache_free (HeraldSaveCache *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->actions);
  g_free (self);
}

/* The action as json-glib prints it two levels deep: its own pretty text, each line
 * indented by four more spaces */
static char *
action_text (const HeraldAction *action,
             gsize              *length)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) node = herald_action_to_json (action);
  g_autofree char *text = NULL;
  GString *out;

  json_generator_set_root (gen, node);
  json_generator_set_pretty (gen, TRUE);
  json_generator_set_indent (gen, 2);
  text = json_generator_to_data (gen, NULL);

  out = g_string_sized_new (strlen (text) + 64);
  g_string_append (out, "    ");
  for (const char *c = text; *c != '\0'; c++)
    {
      g_string_append_c (out, *c);
      if (*c == '\n')
        g_string_append (out, "    ");
    }
  *length = out->len;
  return g_string_free (out, FALSE);
}

static inline char *
put (char       *end,
     const char *text,
     gsize       length)
{
  memcpy (end, text, length);
  return end + length;
}

/**
 * herald_save_cache_to_data:
 * @self: the cache of @game's file
 * @game: a game
 * @length: (out) (optional): the length of the text in bytes
 *
 * herald_save_to_data(), reusing the text of the actions written before: a step costs the
 * JSON of the new action and the document around the actions. The cache follows undo,
 * redo and a different game (an action that differs from the cached one at its index drops
 * the cache from there).
 *
 * Returns: (transfer full): the same bytes as herald_save_to_data()
 */
char *
herald_save_cache_to_data (HeraldSaveCache *self,
                           HeraldGame      *game,
                           gsize           *length)
{
  g_autofree char *outer = NULL;
  guint n = herald_game_get_n_actions (game);
  gsize outer_length, total;
  gboolean timed = FALSE;
  const char *member, *after;
  char *text, *end;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (game != NULL, NULL);

  /* the document around the actions */
  outer = herald_save_to_data_without_actions (game, &outer_length);
  member = strstr (outer, ACTIONS_MEMBER "[]");
  if (member == NULL)
    {
      /* not the layout this code knows: the slow way, always right */
      g_critical ("herald_save_cache_to_data: no empty action array in the document");
      return herald_save_to_data (game, length);
    }
  member += strlen (ACTIONS_MEMBER);
  after = member + strlen ("[]");

  /* the actions: reuse the text of those unchanged since the last write */
  for (guint i = 0; i < n; i++)
    {
      const HeraldAction *action = herald_game_get_action (game, i);

      if (i < self->actions->len)
        {
          CachedAction *cached = &g_array_index (self->actions, CachedAction, i);

          if (memcmp (&cached->action, action, sizeof *action) == 0)
            continue;
          g_array_set_size (self->actions, i);
        }
      {
        CachedAction fresh = { 0, };

        fresh.action = *action;
        fresh.text = action_text (action, &fresh.length);
        /* as json-glib prints an integer or a null */
        if (action->time != 0)
          fresh.time_length = g_snprintf (fresh.time, sizeof fresh.time, "%" G_GINT64_FORMAT,
                                          action->time);
        else
          fresh.time_length = g_strlcpy (fresh.time, "null", sizeof fresh.time);
        g_array_append_val (self->actions, fresh);
      }
    }
  if (self->actions->len > n)
    g_array_set_size (self->actions, n);

  /* the exact length first, then one buffer written with memcpy (a GString append per
   * piece was 0.1 µs each, four pieces an action) */
  total = (member - outer) + 2 + (outer_length - (after - outer));
  for (guint i = 0; i < n; i++)
    {
      CachedAction *cached = &g_array_index (self->actions, CachedAction, i);

      total += cached->length + 2;
      timed = timed || cached->action.time != 0;
    }
  if (n > 0)
    total += strlen ("\n  ]");
  if (timed)
    {
      total += strlen (",\n  \"times\" : [\n") + strlen ("\n  ]");
      for (guint i = 0; i < n; i++)
        total += 4 + g_array_index (self->actions, CachedAction, i).time_length + 2;
    }

  text = g_malloc (total + 1);
  end = text;
  end = put (end, outer, member - outer);
  if (n == 0)
    end = put (end, "[]", 2);
  else
    {
      end = put (end, "[\n", 2);
      for (guint i = 0; i < n; i++)
        {
          const CachedAction *cached = &g_array_index (self->actions, CachedAction, i);

          if (i > 0)
            end = put (end, ",\n", 2);
          end = put (end, cached->text, cached->length);
        }
      end = put (end, "\n  ]", 4);
    }
  /* "times" follows "actions", as herald_save_to_data() writes it (add_times ()) */
  if (timed)
    {
      end = put (end, ",\n  \"times\" : [\n", strlen (",\n  \"times\" : [\n"));
      for (guint i = 0; i < n; i++)
        {
          const CachedAction *cached = &g_array_index (self->actions, CachedAction, i);

          if (i > 0)
            end = put (end, ",\n", 2);
          end = put (end, "    ", 4);
          end = put (end, cached->time, cached->time_length);
        }
      end = put (end, "\n  ]", 4);
    }
  end = put (end, after, outer_length - (after - outer));
  *end = '\0';
  g_assert ((gsize) (end - text) <= total);

  if (length != NULL)
    *length = end - text;
  return text;
}
