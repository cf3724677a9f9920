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
 * of a step (docs/performance.md, eighth round). The document's head (the format, the seed,
 * the rules, the players and the start position, which play never changes) is kept too, with
 * what it was printed from, and printed again only when that differs; what follows the
 * actions (what cannot be rolled again: the redo list, the undone rolls, the drawn roll, the
 * balanced dice's decks) is printed alone at every step (ninth round). */

#include "config.h"

#include <string.h>

#include "herald-save-cache.h"
#include "herald-save.h"
#include "herald-start.h"

typedef struct
{
  HeraldAction  action;
  char          time[24]; /* its element of "times": the Unix seconds, or null */
  gsize         time_length;
  gsize         body_end;  /* the length of `body` up to and with this action */
  gsize         times_end; /* likewise of `times` */
} CachedAction;

struct _HeraldSaveCache
{
  GArray  *actions;       /* CachedAction */
  /* the actions' texts joined as the document has them, "actions" between its brackets and
   * "times" likewise, kept from step to step: a step appends to them, an undo cuts them (the
   * whole array copied piece by piece at every step was half of a save's instructions:
   * docs/performance.md, nineteenth round) */
  GString *body;
  GString *times;
  guint    n_timed;       /* actions with a time */
  /* herald_game_get_log_id () of the game the actions were last checked against: while the
   * game's is the same, its log begins with them (a step of a 1,000-action game compared
   * every one of them: 2 % of a step in the window, docs/performance.md, twenty-second
   * round) */
  guint64  log_id;
  guint    n_compared;    /* actions compared at the last call: for tests */
  char    *tail;          /* the members after the actions, a piece of the last document */

  /* the document up to and with `"actions" : `, and what it was printed from */
  char        *head;
  gsize        head_length;
  guint        n_heads;
  guint32      seed;
  HeraldRules  rules;
  guint        n_players;
  char        *names[HERALD_MAX_PLAYERS];
  HeraldColor  colors[HERALD_MAX_PLAYERS];
  HeraldStart *start;
};

/* where the empty action array sits in the pretty-printed document: at the start of a line
 * with two spaces, so never inside a string (a string's line breaks are escaped) */
#define ACTIONS_MEMBER "\n  \"actions\" : "

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
  self->body = g_string_new (NULL);
  self->times = g_string_new (NULL);
  return self;
}

static void
forget_head (HeraldSaveCache *self)
{
  g_clear_pointer (&self->head, g_free);
  for (guint i = 0; i < G_N_ELEMENTS (self->names); i++)
    g_clear_pointer (&self->names[i], g_free);
  g_clear_pointer (&self->start, g_free);
}

void
herald_save_cache_free (HeraldSaveCache *self)
{
  if (self == NULL)
    return;
  forget_head (self);
  g_array_unref (self->actions);
  g_string_free (self->body, TRUE);
  g_string_free (self->times, TRUE);
  g_free (self->tail);
  g_free (self);
}

/**
 * herald_save_cache_get_n_actions:
 *
 * Returns: how many actions' text the cache holds (tests)
 */
guint
herald_save_cache_get_n_actions (HeraldSaveCache *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->actions->len;
}

/* how many cached actions the last herald_save_cache_to_data () compared with the game's */
guint
herald_save_cache_get_n_compared (HeraldSaveCache *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_compared;
}

/**
 * herald_save_cache_get_n_heads:
 *
 * Returns: how many times the cache printed a document's head (tests: once per game)
 */
guint
herald_save_cache_get_n_heads (HeraldSaveCache *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_heads;
}

/* Whether the head kept was printed from what @game is made with. A byte compare of the
 * rules and the start, copied whole from the game's: padding that differed would only print
 * the head again. */
static gboolean
head_is_of (HeraldSaveCache *self,
            HeraldGame      *game)
{
  const HeraldStart *start = herald_game_get_start (game);

  if (self->head == NULL || self->seed != herald_game_get_seed (game) ||
      memcmp (&self->rules, herald_game_get_rules (game), sizeof self->rules) != 0 ||
      self->n_players != herald_game_get_n_players (game) ||
      (self->start == NULL) != (start == NULL) ||
      (start != NULL && memcmp (self->start, start, sizeof *start) != 0))
    return FALSE;
  for (guint i = 0; i < self->n_players; i++)
    if (self->colors[i] != herald_game_get_player_color (game, i) ||
        g_strcmp0 (self->names[i], herald_game_get_player_name (game, i)) != 0)
      return FALSE;
  return TRUE;
}

/* The document's head, up to and with `"actions" : `: kept while @game is made with the same
 * rules, players and start; %NULL when the document is not laid out as this code knows */
static const char *
get_head (HeraldSaveCache *self,
          HeraldGame      *game,
          gsize           *length)
{
  g_autofree char *text = NULL;
  const HeraldStart *start;
  const char *member;

  if (head_is_of (self, game))
    {
      *length = self->head_length;
      return self->head;
    }

  forget_head (self);
  text = herald_save_head_to_data (game, NULL);
  member = strstr (text, ACTIONS_MEMBER "[]");
  if (member == NULL || strcmp (member, ACTIONS_MEMBER "[]\n}") != 0)
    return NULL;
  self->head_length = member + strlen (ACTIONS_MEMBER) - text;
  self->head = g_strndup (text, self->head_length);
  self->n_heads++;
  self->seed = herald_game_get_seed (game);
  self->rules = *herald_game_get_rules (game);
  self->n_players = herald_game_get_n_players (game);
  for (guint i = 0; i < self->n_players; i++)
    {
      self->names[i] = g_strdup (herald_game_get_player_name (game, i));
      self->colors[i] = herald_game_get_player_color (game, i);
    }
  start = herald_game_get_start (game);
  self->start = start != NULL ? g_memdup2 (start, sizeof *start) : NULL;
  *length = self->head_length;
  return self->head;
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

/* The cache holds the text of the first @n actions it holds, no more */
static void
keep_actions (HeraldSaveCache *self,
              guint            n)
{
  const CachedAction *last;

  if (n >= self->actions->len)
    return;
  for (guint i = n; i < self->actions->len; i++)
    self->n_timed -= g_array_index (self->actions, CachedAction, i).action.time != 0;
  last = n > 0 ? &g_array_index (self->actions, CachedAction, n - 1) : NULL;
  g_string_truncate (self->body, last != NULL ? last->body_end : 0);
  g_string_truncate (self->times, last != NULL ? last->times_end : 0);
  g_array_set_size (self->actions, n);
}

/* @action's text made and put after the cache's last action */
static void
append_action (HeraldSaveCache    *self,
               const HeraldAction *action)
{
  CachedAction fresh = { 0, };
  gsize length;
  /* the action as an element of "actions", indented, no comma */
  g_autofree char *text = action_text (action, &length);

  fresh.action = *action;
  /* as json-glib prints an integer or a null */
  if (action->time != 0)
    fresh.time_length = g_snprintf (fresh.time, sizeof fresh.time, "%" G_GINT64_FORMAT,
                                    action->time);
  else
    fresh.time_length = g_strlcpy (fresh.time, "null", sizeof fresh.time);
  if (self->actions->len > 0)
    {
      g_string_append_len (self->body, ",\n", 2);
      g_string_append_len (self->times, ",\n", 2);
    }
  g_string_append_len (self->body, text, length);
  g_string_append_len (self->times, "    ", 4);
  g_string_append_len (self->times, fresh.time, fresh.time_length);
  fresh.body_end = self->body->len;
  fresh.times_end = self->times->len;
  self->n_timed += action->time != 0;
  g_array_append_val (self->actions, fresh);
}

/**
 * herald_save_cache_to_pieces:
 * @self: the cache of @game's file
 * @game: a game
 * @pieces: (out caller-allocates): the document's pieces, in order
 *
 * herald_save_to_data(), reusing the text of the actions written before: a step costs the
 * JSON of the new action and the document around the actions. The cache follows undo,
 * redo and a different game (an action that differs from the cached one at its index drops
 * the cache from there).
 *
 * The pieces are the cache's and stay as they are until the next call or
 * herald_save_cache_free (): an autosave writes them as they are (writev ()) rather than
 * copy the whole document into one buffer at every step (docs/performance.md,
 * twenty-second round).
 *
 * Returns: how many pieces; joined, they are the same bytes as herald_save_to_data()
 */
guint
herald_save_cache_to_pieces (HeraldSaveCache *self,
                             HeraldGame      *game,
                             HeraldSavePiece  pieces[HERALD_SAVE_CACHE_MAX_PIECES])
{
  guint n = herald_game_get_n_actions (game);
  gsize head_length, tail_length;
  guint kept, n_pieces = 0;
  const char *head, *after;

#define PIECE(text, size) \
  G_STMT_START { \
    pieces[n_pieces].data = (text); \
    pieces[n_pieces].length = (size); \
    n_pieces++; \
  } G_STMT_END

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (game != NULL, 0);

  /* the document around the actions: the head kept, the members after them printed alone
   * (`{` then each member at the depth it has in the document, `}`); they follow the
   * actions with a comma, and `\n}` ends the document */
  g_clear_pointer (&self->tail, g_free);
  head = get_head (self, game, &head_length);
  self->tail = herald_save_tail_to_data (game, &tail_length);
  if (head == NULL || tail_length < 2 || self->tail[0] != '{' || self->tail[tail_length - 1] != '}')
    {
      gsize length;

      /* not the layout this code knows: the slow way, always right */
      g_critical ("herald_save_cache_to_data: the document is not laid out as expected");
      g_free (self->tail);
      self->tail = herald_save_to_data (game, &length);
      PIECE (self->tail, length);
      return n_pieces;
    }
  after = self->tail + 1;
  if (strcmp (after, "}") == 0 || strcmp (after, "\n}") == 0)
    after = "\n}";

  /* the actions: reuse the text of those unchanged since the last write; while the game's
   * log has the number it had then, it only grew, and all of them are */
  self->n_compared = 0;
  if (self->log_id != 0 && self->log_id == herald_game_get_log_id (game) && n >= self->actions->len)
    kept = self->actions->len;
  else
    for (kept = 0; kept < MIN (n, self->actions->len); kept++)
      {
        const CachedAction *cached = &g_array_index (self->actions, CachedAction, kept);

        self->n_compared++;
        if (memcmp (&cached->action, herald_game_get_action (game, kept), sizeof cached->action) != 0)
          break;
      }
  keep_actions (self, kept);
  self->log_id = herald_game_get_log_id (game);
  for (guint i = kept; i < n; i++)
    append_action (self, herald_game_get_action (game, i));

  PIECE (head, head_length);
  if (n == 0)
    PIECE ("[]", 2);
  else
    {
      PIECE ("[\n", 2);
      PIECE (self->body->str, self->body->len);
      PIECE ("\n  ]", 4);
    }
  /* "times" follows "actions", as herald_save_to_data() writes it (add_times ()) */
  if (self->n_timed > 0)
    {
      PIECE (",\n  \"times\" : [\n", strlen (",\n  \"times\" : [\n"));
      PIECE (self->times->str, self->times->len);
      PIECE ("\n  ]", 4);
    }
  if (after[0] != '\n' || after[1] != '}')
    PIECE (",", 1);
  PIECE (after, strlen (after));
  g_assert (n_pieces <= HERALD_SAVE_CACHE_MAX_PIECES);
#undef PIECE

  return n_pieces;
}

/**
 * herald_save_cache_to_data:
 * @self: the cache of @game's file
 * @game: a game
 * @length: (out) (optional): the length of the text in bytes
 *
 * herald_save_cache_to_pieces () in one buffer.
 *
 * Returns: (transfer full): the same bytes as herald_save_to_data()
 */
char *
herald_save_cache_to_data (HeraldSaveCache *self,
                           HeraldGame      *game,
                           gsize           *length)
{
  HeraldSavePiece pieces[HERALD_SAVE_CACHE_MAX_PIECES];
  guint n_pieces;
  gsize total = 0;
  char *text, *end;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (game != NULL, NULL);

  n_pieces = herald_save_cache_to_pieces (self, game, pieces);
  for (guint i = 0; i < n_pieces; i++)
    total += pieces[i].length;
  text = g_malloc (total + 1);
  end = text;
  for (guint i = 0; i < n_pieces; i++)
    end = put (end, pieces[i].data, pieces[i].length);
  *end = '\0';

  if (length != NULL)
    *length = total;
  return text;
}
