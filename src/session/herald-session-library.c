/* herald-session-library.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Every game Herald ever saved: one file per game in `$XDG_DATA_HOME/herald/games/`, listed
 * for the start page, created for each new game, deleted to a trash folder (so that the
 * table can undo: herald-session-trash.c) and migrated from the single `current.json` of
 * earlier Heralds. No GTK: the games page shows it, tests drive it headless.
 * docs/save-format.md, "Files", describes the folder. */

#define _GNU_SOURCE 1

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "herald-session-game-file.h"
#include "herald-session-game-summary.h"
#include "herald-session-moved.h"
#include "herald-save.h"
#include "herald-session-library.h"
#include "herald-session-library-private.h"

struct _HeraldLibraryEntry
{
  GObject             parent_instance;

  char               *path;
  char               *players;
  char               *winner;
  char               *message;
  char               *moved_to;  /* the file this game went on in: this is an older copy */
  GDateTime          *modified;
  HeraldLibraryKind   kind;
  guint               round;
  guint               n_actions;
  gboolean            locked;
};

G_DEFINE_FINAL_TYPE (HeraldLibraryEntry, herald_library_entry, G_TYPE_OBJECT)

static void
herald_library_entry_finalize (GObject *object)
{
  HeraldLibraryEntry *self = (HeraldLibraryEntry *)object;

  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->players, g_free);
  g_clear_pointer (&self->winner, g_free);
  g_clear_pointer (&self->message, g_free);
  g_clear_pointer (&self->moved_to, g_free);
  g_clear_pointer (&self->modified, g_date_time_unref);

  G_OBJECT_CLASS (herald_library_entry_parent_class)->finalize (object);
}

static void
herald_library_entry_class_init (HeraldLibraryEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = herald_library_entry_finalize;
}

static void
herald_library_entry_init (HeraldLibraryEntry *self)
{
}

/** herald_library_entry_get_path: Returns: (transfer none): the game's file */
const char *
herald_library_entry_get_path (HeraldLibraryEntry *self)
{
  g_return_val_if_fail (HERALD_IS_LIBRARY_ENTRY (self), NULL);
  return self->path;
}

/** herald_library_entry_get_kind: Returns: unfinished, finished, unreadable or newer */
HeraldLibraryKind
herald_library_entry_get_kind (HeraldLibraryEntry *self)
{
  g_return_val_if_fail (HERALD_IS_LIBRARY_ENTRY (self), HERALD_LIBRARY_UNREADABLE);
  return self->kind;
}

/** herald_library_entry_get_players: Returns: (transfer none) (nullable): "Anna, Ben, Cleo" */
const char *
herald_library_entry_get_players (HeraldLibraryEntry *self)
{
  g_return_val_if_fail (HERALD_IS_LIBRARY_ENTRY (self), NULL);
  return self->players;
}

/** herald_library_entry_get_round: Returns: the round the game is in (0 when unreadable) */
guint
herald_library_entry_get_round (HeraldLibraryEntry *self)
{
  g_return_val_if_fail (HERALD_IS_LIBRARY_ENTRY (self), 0);
  return self->round;
}

/** herald_library_entry_get_n_actions: Returns: the steps in the game's log */
guint
herald_library_entry_get_n_actions (HeraldLibraryEntry *self)
{
  g_return_val_if_fail (HERALD_IS_LIBRARY_ENTRY (self), 0);
  return self->n_actions;
}

/** herald_library_entry_get_winner: Returns: (transfer none) (nullable): the winner's name */
const char *
herald_library_entry_get_winner (HeraldLibraryEntry *self)
{
  g_return_val_if_fail (HERALD_IS_LIBRARY_ENTRY (self), NULL);
  return self->winner;
}

/** herald_library_entry_get_modified: Returns: (transfer none) (nullable): when last saved */
GDateTime *
herald_library_entry_get_modified (HeraldLibraryEntry *self)
{
  g_return_val_if_fail (HERALD_IS_LIBRARY_ENTRY (self), NULL);
  return self->modified;
}

/**
 * herald_library_entry_get_locked:
 *
 * Returns: whether another Herald seems to have the game open (herald_store_game_is_held())
 */
gboolean
herald_library_entry_get_locked (HeraldLibraryEntry *self)
{
  g_return_val_if_fail (HERALD_IS_LIBRARY_ENTRY (self), FALSE);
  return self->locked;
}

/** herald_library_entry_get_message: Returns: (transfer none) (nullable): why it does not load */
const char *
herald_library_entry_get_message (HeraldLibraryEntry *self)
{
  g_return_val_if_fail (HERALD_IS_LIBRARY_ENTRY (self), NULL);
  return self->message;
}

/**
 * herald_library_entry_get_moved_to:
 *
 * The file the game went on in when this file is the copy left behind by *Save Elsewhere…*,
 * unchanged since (herald_moved_lookup()): opening the game should open that file.
 *
 * Returns: (nullable): the file the game went on in, or %NULL
 */
const char *
herald_library_entry_get_moved_to (HeraldLibraryEntry *self)
{
  g_return_val_if_fail (HERALD_IS_LIBRARY_ENTRY (self), NULL);

  return self->moved_to;
}

G_DEFINE_FINAL_TYPE (HeraldLibrary, herald_library, G_TYPE_OBJECT)

enum { LIBRARY_CHANGED, N_LIBRARY_SIGNALS };
static guint library_signals[N_LIBRARY_SIGNALS];

static void
herald_library_dispose (GObject *object)
{
  HeraldLibrary *self = (HeraldLibrary *)object;

  if (self->monitor != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->monitor, self);
      g_file_monitor_cancel (self->monitor);
      g_clear_object (&self->monitor);
    }
  g_clear_handle_id (&self->settle_id, g_source_remove);

  G_OBJECT_CLASS (herald_library_parent_class)->dispose (object);
}

static void
herald_library_finalize (GObject *object)
{
  HeraldLibrary *self = (HeraldLibrary *)object;

  g_clear_pointer (&self->folder, g_free);
  g_clear_pointer (&self->games, g_free);
  g_clear_pointer (&self->trash, g_free);
  g_clear_pointer (&self->described, g_hash_table_unref);

  G_OBJECT_CLASS (herald_library_parent_class)->finalize (object);
}

static void
herald_library_class_init (HeraldLibraryClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = herald_library_dispose;
  G_OBJECT_CLASS (klass)->finalize = herald_library_finalize;

  /**
   * HeraldLibrary::changed:
   *
   * After herald_library_watch(): a game's file or its lock in the games folder was written,
   * added, renamed or removed (by this Herald or another one). Emitted once the changes have
   * settled (HERALD_LIBRARY_SETTLE_MS without another, or at most a second after the first),
   * so that a save's temporary file and rename, or many games copied at once, are one signal.
   */
  library_signals[LIBRARY_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
herald_library_init (HeraldLibrary *self)
{
}

/**
 * herald_library_new:
 * @folder: (nullable): Herald's data folder, or %NULL for `$XDG_DATA_HOME/herald`
 *
 * The games live in `@folder/games/`, one file each; deleted games wait in
 * `@folder/games/trash/` until they are purged.
 *
 * Returns: (transfer full): the library (nothing is created on disk yet)
 */
HeraldLibrary *
herald_library_new (const char *folder)
{
  HeraldLibrary *self = g_object_new (HERALD_TYPE_LIBRARY, NULL);

  self->folder = folder != NULL ? g_strdup (folder)
                                : g_build_filename (g_get_user_data_dir (), "herald", NULL);
  self->games = g_build_filename (self->folder, "games", NULL);
  self->trash = g_build_filename (self->games, "trash", NULL);
  return self;
}

/**
 * herald_library_get_games_folder:
 *
 * Returns: (transfer none): the folder holding one file per game
 */
const char *
herald_library_get_games_folder (HeraldLibrary *self)
{
  g_return_val_if_fail (HERALD_IS_LIBRARY (self), NULL);

  return self->games;
}

/* rename() that never replaces a file: FALSE with errno EEXIST when @to is taken */
gboolean
herald_library_rename_no_replace (const char *from,
                                  const char *to)
{
  if (renameat2 (AT_FDCWD, from, AT_FDCWD, to, RENAME_NOREPLACE) == 0)
    return TRUE;
  if (errno != EINVAL && errno != ENOSYS)
    return FALSE;
  if (g_file_test (to, G_FILE_TEST_EXISTS))
    {
      errno = EEXIST;
      return FALSE;
    }
  return g_rename (from, to) == 0;
}

/* g_mkdir_with_parents() (0700) with a #GFileError naming @folder */
gboolean
herald_library_make_folder (const char  *folder,
                            GError     **error)
{
  if (g_mkdir_with_parents (folder, 0700) == 0)
    return TRUE;

  {
    int saved_errno = errno;

    g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                 "%s: %s", folder, g_strerror (saved_errno));
  }
  return FALSE;
}

/**
 * herald_library_new_game_path:
 * @games_folder: the games folder (herald_library_get_games_folder())
 *
 * Returns: (transfer full): `@games_folder/<date>-<time>-<random>.json`, a name no file (and
 *   no lock) has yet
 */
char *
herald_library_new_game_path (const char *games_folder)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");

  g_return_val_if_fail (games_folder != NULL, NULL);

  for (;;)
    {
      g_autofree char *name = g_strdup_printf ("%s-%04x.json", stamp, g_random_int_range (0, 0x10000));
      g_autofree char *path = g_build_filename (games_folder, name, NULL);
      g_autofree char *lock = g_strconcat (path, ".lock", NULL);

      if (!g_file_test (path, G_FILE_TEST_EXISTS) && !g_file_test (lock, G_FILE_TEST_EXISTS))
        return g_steal_pointer (&path);
    }
}

/* Whether @contents (@length bytes) is what a killed write of an earlier Herald leaves: nothing,
 * or the beginning of a Herald game cut short (`{"format": "herald-game"…` not yet a whole JSON
 * document). Anything else of that name may be a person's own file: notes, a copy, a game of a
 * newer Herald or one this Herald refuses (breaker report 11, B-3). */
static gboolean
is_cut_short_write (const char *contents,
                    gsize       length)
{
  static const char header[] = "{\"format\":\"herald-game\"";
  GString *start = g_string_new (NULL);
  g_autoptr(JsonParser) parser = NULL;
  gboolean herald;

  if (length == 0)
    {
      g_string_free (start, TRUE);
      return TRUE;
    }
  /* the first members without their white space, as written by any earlier Herald */
  for (gsize i = 0; i < length && start->len < sizeof header - 1; i++)
    if (!g_ascii_isspace (contents[i]))
      g_string_append_c (start, contents[i]);
  herald = strncmp (start->str, header, start->len) == 0;
  g_string_free (start, TRUE);
  if (!herald)
    return FALSE;
  /* a whole document is a file in its own right, whatever this Herald thinks of it */
  parser = json_parser_new ();
  return !json_parser_load_from_data (parser, contents, length, NULL);
}

/* Earlier Heralds wrote `current.json` through `current.json.XXXXXX` (GLib's six letters or
 * digits). Such a file left by a killed write goes with the migration, but only when it is
 * a write cut short (is_cut_short_write ()): a file of that shape that is a whole game may be
 * the table's own copy (breaker report 10, F0), and any other file a person's own (breaker
 * report 11, B-3): they stay where they are. */
static void
remove_legacy_temporaries (const char *folder)
{
  g_autoptr(GDir) d = g_dir_open (folder, 0, NULL);
  const char *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autofree char *contents = NULL;
      gsize length = 0;
      gboolean shaped = strlen (name) == strlen ("current.json.XXXXXX")
                        && g_str_has_prefix (name, "current.json.");

      for (const char *p = name + strlen ("current.json."); shaped && *p != '\0'; p++)
        shaped = g_ascii_isalnum (*p);
      if (!shaped || g_str_equal (name, "current.json.backup") || g_str_equal (name, "current.json.broken"))
        continue;
      path = g_build_filename (folder, name, NULL);
      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR) || g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        continue;
      if (g_file_get_contents (path, &contents, &length, NULL) && is_cut_short_write (contents, length))
        g_unlink (path);
    }
}

/**
 * herald_library_migrate:
 * @error: a #GFileError when the games folder cannot be made or a file cannot be moved
 *
 * Moves the game of an earlier Herald (`current.json` in the data folder) and its backups
 * (`current.json.backup-N`) into the games folder, as `games/current.json` (`current-2.json`,
 * … when that name is taken). Nothing is overwritten: a backup whose name is taken stays
 * where it was. The backups move first, so that a migration cut short is finished by the next
 * start under the same name. Files moved aside as broken stay where they are. Nothing happens
 * when there is no `current.json`.
 *
 * Returns: how many files were moved
 */
guint
herald_library_migrate (HeraldLibrary  *self,
                        GError        **error)
{
  g_autofree char *legacy = NULL;
  g_autofree char *target = NULL;
  guint moved = 0;

  g_return_val_if_fail (HERALD_IS_LIBRARY (self), 0);

  legacy = g_build_filename (self->folder, "current.json", NULL);
  if (!g_file_test (legacy, G_FILE_TEST_IS_REGULAR))
    return 0;
  if (!herald_library_make_folder (self->games, error))
    return 0;

  for (guint n = 1; target == NULL; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup ("current.json") : g_strdup_printf ("current-%u.json", n);
      g_autofree char *candidate = g_build_filename (self->games, name, NULL);

      if (!g_file_test (candidate, G_FILE_TEST_EXISTS))
        target = g_steal_pointer (&candidate);
    }

  /* its temporary files were left by writes that were killed: they are not the game */
  {
    g_autoptr(HeraldGameFile) old = herald_game_file_new (legacy);

    herald_game_file_remove_temporaries (old);
  }
  remove_legacy_temporaries (self->folder);

  for (guint i = 0; i <= HERALD_STORE_N_BACKUPS; i++)
    {
      g_autofree char *from = i == 0 ? g_strconcat (legacy, ".backup-new", NULL)
                                     : g_strdup_printf ("%s.backup-%u", legacy, i);
      g_autofree char *to = i == 0 ? g_strconcat (target, ".backup-new", NULL)
                                   : g_strdup_printf ("%s.backup-%u", target, i);

      if (!g_file_test (from, G_FILE_TEST_IS_REGULAR))
        continue;
      if (herald_library_rename_no_replace (from, to))
        moved++;
      else
        g_debug ("Left %s where it is: %s", from, g_strerror (errno));
    }
  if (!herald_library_rename_no_replace (legacy, target))
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", legacy, g_strerror (saved_errno));
      return moved;
    }
  return moved + 1;
}

/* A listed game and the identity of its file when it was read */
typedef struct
{
  dev_t               dev;
  ino_t               ino;
  goffset             size;
  gint64              mtime_sec;
  glong               mtime_nsec;
  gint64              ctime_sec;
  glong               ctime_nsec;
  HeraldLibraryEntry *entry;
} Described;

static void
described_free (gpointer data)
{
  Described *d = data;

  g_clear_object (&d->entry);
  g_free (d);
}

static HeraldLibraryEntry *
entry_copy (HeraldLibraryEntry *from)
{
  HeraldLibraryEntry *entry = g_object_new (HERALD_TYPE_LIBRARY_ENTRY, NULL);

  entry->path = g_strdup (from->path);
  entry->players = g_strdup (from->players);
  entry->winner = g_strdup (from->winner);
  entry->message = g_strdup (from->message);
  entry->modified = from->modified != NULL ? g_date_time_ref (from->modified) : NULL;
  entry->kind = from->kind;
  entry->round = from->round;
  entry->n_actions = from->n_actions;
  entry->locked = from->locked;
  return entry;
}

/* An entry for @path with what does not need the game: whether another Herald has it open,
 * when it was saved; and what killed writes of a game nobody has open left beside it goes
 * (issue 10, item 12) */
static HeraldLibraryEntry *
entry_new (const char *path)
{
  HeraldLibraryEntry *entry = g_object_new (HERALD_TYPE_LIBRARY_ENTRY, NULL);
  GStatBuf st;

  entry->path = g_strdup (path);
  entry->locked = herald_store_game_is_held (path);
  if (!entry->locked)
    {
      g_autoptr(HeraldGameFile) file = herald_game_file_new (path);

      herald_game_file_remove_old_temporaries (file, 600);
    }
  if (g_stat (path, &st) == 0)
    entry->modified = g_date_time_new_from_unix_local (st.st_mtime);
  return entry;
}

/* The entry from the summary kept beside the game (herald-session-game-summary.c), or %NULL when
 * there is none that describes the file as it is now */
static HeraldLibraryEntry *
describe_from_summary (const char *path)
{
  HeraldGameSummary summary;
  HeraldLibraryEntry *entry;
  g_autofree char *refused = NULL;
  gboolean newer;

  /* a game known not to load, while its file stays the same: not loaded again at every start */
  if (herald_game_summary_read_refusal (path, &newer, &refused))
    {
      entry = entry_new (path);
      entry->kind = newer ? HERALD_LIBRARY_NEWER : HERALD_LIBRARY_UNREADABLE;
      entry->message = g_steal_pointer (&refused);
      return entry;
    }
  if (!herald_game_summary_read (path, &summary))
    return NULL;
  entry = entry_new (path);
  entry->kind = summary.finished ? HERALD_LIBRARY_FINISHED : HERALD_LIBRARY_PLAYING;
  entry->players = g_steal_pointer (&summary.players);
  entry->winner = g_steal_pointer (&summary.winner);
  entry->round = summary.round;
  entry->n_actions = summary.n_actions;
  herald_game_summary_clear (&summary);
  return entry;
}

/* Whether a backup of the game of @path (`<path>.backup-N`, `.backup-new`) is a regular file;
 * @modified: the newest one's time */
static gboolean
orphan_backups_modified (const char  *path,
                         GDateTime  **modified)
{
  gint64 newest = -1;

  for (guint i = 0; i <= HERALD_STORE_N_BACKUPS; i++)
    {
      g_autofree char *backup = i == 0 ? g_strconcat (path, ".backup-new", NULL)
                                       : g_strdup_printf ("%s.backup-%u", path, i);
      struct stat st;

      if (lstat (backup, &st) == 0 && S_ISREG (st.st_mode) && st.st_mtime > newest)
        newest = st.st_mtime;
    }
  if (newest < 0)
    return FALSE;
  if (modified != NULL)
    {
      g_clear_pointer (modified, g_date_time_unref);
      *modified = g_date_time_new_from_unix_local (newest);
    }
  return TRUE;
}

/* The game name of a backup's name (`<game>.json.backup-N`, `.backup-new`), or %NULL */
static char *
backup_game_name (const char *name)
{
  const char *mark = g_strrstr (name, ".json.backup-");
  const char *n;

  if (mark == NULL || mark == name || name[0] == '.')
    return NULL;
  n = mark + strlen (".json.backup-");
  if (!g_str_equal (n, "new"))
    {
      if (*n == '\0')
        return NULL;
      for (const char *c = n; *c != '\0'; c++)
        if (!g_ascii_isdigit (*c))
          return NULL;
    }
  return g_strndup (name, mark + strlen (".json") - name);
}

/* The entry from the game itself, loaded and replayed; a game that loads leaves its summary
 * beside it for the next listing */
static HeraldLibraryEntry *
describe (const char *path)
{
  HeraldLibraryEntry *entry = entry_new (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldGame) game = NULL;
  GStatBuf before;
  gboolean identified = g_stat (path, &before) == 0;

  if (!identified && orphan_backups_modified (path, &entry->modified))
    {
      /* its file was moved aside as broken (or removed), its backups are there: listed as
       * damaged, so that its last backup is still offered (breaker report 13, R-3) */
      entry->kind = HERALD_LIBRARY_UNREADABLE;
      entry->message = g_strdup (_("This game’s file was damaged and set aside; its backups are kept."));
      return entry;
    }
  game = herald_save_load_file (path, &error);
  if (game == NULL)
    {
      entry->kind = g_error_matches (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_VERSION)
                    ? HERALD_LIBRARY_NEWER : HERALD_LIBRARY_UNREADABLE;
      /* a file's message starts with its path ("…/game.json: Permission denied"): the
       * row names the file already (newcomer report 19, N19-5) */
      entry->message = g_strdup (g_str_has_prefix (error->message, path) &&
                                 g_str_has_prefix (error->message + strlen (path), ": ")
                                 ? error->message + strlen (path) + 2 : error->message);
      /* only the game's own refusal: a file that could not be read (EIO, EACCES) may read
       * next time */
      if (identified && error->domain == HERALD_GAME_ERROR)
        herald_game_summary_write_refusal (path, &before, entry->kind == HERALD_LIBRARY_NEWER,
                                           error->message);
    }
  else
    {
      HeraldGameSummary summary;

      /* the same description as a summary read back gives */
      herald_game_summary_describe (&summary, game);
      entry->kind = summary.finished ? HERALD_LIBRARY_FINISHED : HERALD_LIBRARY_PLAYING;
      entry->players = g_strdup (summary.players);
      entry->winner = g_strdup (summary.winner);
      entry->round = summary.round;
      entry->n_actions = summary.n_actions;

      /* for the file as it was before it was read: not written if it changed since */
      if (identified)
        herald_game_summary_write (path, &summary, &before);
      herald_game_summary_clear (&summary);
    }
  return entry;
}

/* Whether a change of @name in the games folder can change the list: a game's file
 * (`*.json`) or its lock (`*.json.lock`); not its summary, backups or temporary files, which
 * the listing itself writes and removes */
static gboolean
name_matters (GFile *file)
{
  g_autofree char *name = file != NULL ? g_file_get_basename (file) : NULL;

  if (name == NULL || name[0] == '.')
    return FALSE;
  return g_str_has_suffix (name, ".json") || g_str_has_suffix (name, ".json.lock");
}

static gboolean
settle_cb (gpointer user_data)
{
  HeraldLibrary *self = user_data;

  self->settle_id = 0;
  self->first_change = 0;
  g_signal_emit (self, library_signals[LIBRARY_CHANGED], 0);
  return G_SOURCE_REMOVE;
}

static void
folder_changed_cb (GFileMonitor      *monitor,
                   GFile             *file,
                   GFile             *other_file,
                   GFileMonitorEvent  event,
                   gpointer           user_data)
{
  HeraldLibrary *self = user_data;
  gint64 now = g_get_monotonic_time ();

  if (event == G_FILE_MONITOR_EVENT_CHANGED || event == G_FILE_MONITOR_EVENT_PRE_UNMOUNT ||
      event == G_FILE_MONITOR_EVENT_UNMOUNTED)
    return;
  /* a save writes `<game>.json.herald-tmp-XXXXXX` and renames it to `<game>.json`: the new name counts */
  if (!name_matters (file) && !name_matters (other_file))
    return;
  /* debounced: the signal waits until the folder is quiet, but not for ever */
  if (self->first_change == 0)
    self->first_change = now;
  if (self->settle_id != 0)
    {
      if (now - self->first_change > G_USEC_PER_SEC)
        return;
      g_source_remove (self->settle_id);
    }
  self->settle_id = g_timeout_add (HERALD_LIBRARY_SETTLE_MS, settle_cb, self);
  g_source_set_name_by_id (self->settle_id, "[herald] games folder settles");
}

/**
 * herald_library_watch:
 * @error: a #GFileError or #GIOError when the folder cannot be made or watched
 *
 * Watches the games folder (a #GFileMonitor on the folder, made if it does not exist yet)
 * and emits #HeraldLibrary::changed, debounced, when a game or its lock changes there: another
 * Herald saved, closed, opened or deleted a game, or a file was copied in. Calling it again
 * does nothing. The signal is emitted in the thread-default main context of this call.
 *
 * Returns: %TRUE when the folder is watched
 */
gboolean
herald_library_watch (HeraldLibrary  *self,
                      GError        **error)
{
  g_autoptr(GFile) folder = NULL;

  g_return_val_if_fail (HERALD_IS_LIBRARY (self), FALSE);

  if (self->monitor != NULL)
    return TRUE;
  if (!herald_library_make_folder (self->games, error))
    return FALSE;
  folder = g_file_new_for_path (self->games);
  self->monitor = g_file_monitor_directory (folder, G_FILE_MONITOR_WATCH_MOVES, NULL, error);
  if (self->monitor == NULL)
    return FALSE;
  g_signal_connect (self->monitor, "changed", G_CALLBACK (folder_changed_cb), self);
  return TRUE;
}

/**
 * herald_library_join_players:
 * @game: a game
 *
 * The players' names in seat order for one line of text, "Anna, Ben, Cleo". Each name is
 * isolated (FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, U+2068 … U+2069), so that a name
 * written right to left, or holding direction marks, never reorders the other names or the
 * text around them.
 *
 * Returns: (transfer full): the names
 */
char *
herald_library_join_players (HeraldGame *game)
{
  g_autofree const char **names = NULL;
  guint n;

  g_return_val_if_fail (game != NULL, NULL);

  n = herald_game_get_n_players (game);
  names = g_new0 (const char *, n + 1);
  for (guint i = 0; i < n; i++)
    names[i] = herald_game_get_player_label (game, i);
  return herald_library_join_names (names);
}

/**
 * herald_library_join_names:
 * @names: (array zero-terminated=1): players' names in seat order
 *
 * herald_library_join_players() for names (a game's summary): "Anna, Ben, Cleo", each name
 * isolated.
 *
 * Returns: (transfer full): the names
 */
char *
herald_library_join_names (const char * const *names)
{
  GString *joined = g_string_new (NULL);

  g_return_val_if_fail (names != NULL, NULL);

  for (guint i = 0; names[i] != NULL; i++)
    {
      if (i > 0)
        g_string_append (joined, ", ");
      g_string_append_printf (joined, "\u2068%s\u2069", names[i]);
    }
  return g_string_free (joined, FALSE);
}

/**
 * herald_library_format_date:
 * @when: (nullable): a moment
 *
 * Returns: (transfer full): @when in local time for a game's line, "Dec 1, 14:02" (no padding
 *   before a one-digit day), or "" for %NULL
 */
char *
herald_library_format_date (GDateTime *when)
{
  g_autoptr(GDateTime) local = NULL;

  if (when == NULL)
    return g_strdup ("");
  local = g_date_time_to_local (when);
  /* Translators: a date and time format for g_date_time_format(), e.g. "Nov 30, 14:02";
   * %-d is the day without padding */
  return g_date_time_format (local, _("%b %-d, %H:%M"));
}

/* Whether @entry was saved over a minute after @now: the clock was ahead then (a tablet
 * without a clock battery); its time says nothing of when it was played (B44-2) */
static gboolean
saved_in_future (HeraldLibraryEntry *entry,
                 GDateTime          *now)
{
  return entry->modified != NULL && g_date_time_difference (entry->modified, now) > 60 * G_TIME_SPAN_SECOND;
}

/* unfinished (and unreadable) games first, finished ones after; the latest first in each, a
 * game saved "in the future" (@user_data: now) last: Resume Game takes the first */
static int
compare_entries (gconstpointer a,
                 gconstpointer b,
                 gpointer      user_data)
{
  HeraldLibraryEntry *x = (HeraldLibraryEntry *) a;
  HeraldLibraryEntry *y = (HeraldLibraryEntry *) b;
  gboolean x_done = x->kind == HERALD_LIBRARY_FINISHED;
  gboolean y_done = y->kind == HERALD_LIBRARY_FINISHED;
  gboolean x_future = saved_in_future (x, user_data);
  gboolean y_future = saved_in_future (y, user_data);

  if (x_done != y_done)
    return x_done ? 1 : -1;
  if (x_future != y_future)
    return x_future ? 1 : -1;
  if (x->modified != NULL && y->modified != NULL && !g_date_time_equal (x->modified, y->modified))
    return g_date_time_compare (y->modified, x->modified);
  return g_strcmp0 (y->path, x->path);
}

/* describe(), or what it gave last time when the file is the same; the lock is asked again */
static HeraldLibraryEntry *
describe_known (HeraldLibrary *self,
                GHashTable    *described,
                const char    *path)
{
  struct stat st;
  Described *known = self->described != NULL ? g_hash_table_lookup (self->described, path) : NULL;
  Described *d;
  HeraldLibraryEntry *entry;

  if (stat (path, &st) != 0)
    return describe (path);
  if (known != NULL && known->dev == st.st_dev && known->ino == st.st_ino &&
      known->size == st.st_size && known->mtime_sec == st.st_mtim.tv_sec &&
      known->mtime_nsec == st.st_mtim.tv_nsec && known->ctime_sec == st.st_ctim.tv_sec &&
      known->ctime_nsec == st.st_ctim.tv_nsec)
    {
      entry = entry_copy (known->entry);
      entry->locked = herald_store_game_is_held (path);
    }
  else if ((entry = describe_from_summary (path)) == NULL)
    entry = describe (path);

  d = g_new0 (Described, 1);
  d->dev = st.st_dev;
  d->ino = st.st_ino;
  d->size = st.st_size;
  d->mtime_sec = st.st_mtim.tv_sec;
  d->mtime_nsec = st.st_mtim.tv_nsec;
  d->ctime_sec = st.st_ctim.tv_sec;
  d->ctime_nsec = st.st_ctim.tv_nsec;
  d->entry = entry_copy (entry);
  g_hash_table_replace (described, g_strdup (path), d);
  return entry;
}

/* files before symbolic links, then by name */
static int
compare_links_last (gconstpointer a,
                    gconstpointer b)
{
  const char *x = *(const char * const *) a;
  const char *y = *(const char * const *) b;
  gboolean x_link = g_file_test (x, G_FILE_TEST_IS_SYMLINK);
  gboolean y_link = g_file_test (y, G_FILE_TEST_IS_SYMLINK);

  if (x_link != y_link)
    return x_link ? 1 : -1;
  return strcmp (x, y);
}

/**
 * herald_library_list:
 *
 * Reads every game of the games folder (each `*.json`, backups and broken files aside; a
 * file with two names, through a symbolic link, once; a game moved aside as broken that
 * loads now, moved back first: herald_library_recover_broken ()): its
 * players, round, winner, last save and whether another Herald has it open. A file that does
 * not load is listed as unreadable, not touched. A game is listed from its summary when that
 * describes the file as it is now (herald_game_summary_read()), else loaded. Temporary files
 * of killed writes of a game nobody has open, and of summaries, are removed when they are over
 * ten minutes old; so is the summary of a game that is gone
 * (herald_game_summary_remove_leftover()).
 *
 * Returns: (transfer full): a #GListModel of #HeraldLibraryEntry, unfinished games first, the
 *   most recently saved first; a game saved "in the future" (the clock was ahead then) after
 *   the others of its kind (B44-2)
 */
GListModel *
herald_library_list (HeraldLibrary *self)
{
  GListStore *store = g_list_store_new (HERALD_TYPE_LIBRARY_ENTRY);
  GHashTable *described = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, described_free);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) orphans = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GKeyFile) notes = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  const char *name;

  g_return_val_if_fail (HERALD_IS_LIBRARY (self), NULL);

  dir = g_dir_open (self->games, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;

      /* what summaries left behind goes: killed writes, summaries of games gone */
      if (herald_game_summary_remove_leftover (self->games, name))
        continue;
      /* a game moved aside as broken that loads now comes back (a stricter Herald refused
       * it: breaker report 11, B-1) */
      if ((path = herald_library_recover_broken (self->games, name)) != NULL)
        {
          g_ptr_array_add (paths, g_steal_pointer (&path));
          continue;
        }
      /* the backups of a game whose file is gone (moved aside as broken): the game is listed
       * as damaged while they are there (breaker report 13, R-3) */
      {
        g_autofree char *game_name = backup_game_name (name);

        if (game_name != NULL)
          {
            struct stat st;

            path = g_build_filename (self->games, game_name, NULL);
            if (lstat (path, &st) != 0 && errno == ENOENT && !g_hash_table_contains (orphans, path))
              {
                g_hash_table_add (orphans, g_strdup (path));
                g_ptr_array_add (paths, g_steal_pointer (&path));
              }
            g_clear_pointer (&path, g_free);
            continue;
          }
      }
      if (!g_str_has_suffix (name, ".json") || name[0] == '.')
        continue;
      path = g_build_filename (self->games, name, NULL);
      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        continue;
      g_ptr_array_add (paths, g_steal_pointer (&path));
    }
  /* a file under two names (a symbolic link to another game) is one game: the file itself is
   * listed, or the first link to it */
  g_ptr_array_sort (paths, compare_links_last);
  notes = herald_moved_load ();
  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autoptr(HeraldLibraryEntry) entry = NULL;
      struct stat st;

      if (stat (path, &st) == 0)
        {
          g_autofree char *identity = g_strdup_printf ("%ju:%ju", (uintmax_t) st.st_dev,
                                                       (uintmax_t) st.st_ino);

          if (!g_hash_table_add (seen, g_steal_pointer (&identity)))
            continue;
        }
      entry = describe_known (self, described, path);
      /* the copy Save Elsewhere left behind (herald-session-moved.c) */
      entry->moved_to = herald_moved_lookup (notes, path);
      /* …while that file holds the game: replaced by another game since, this is a game of
       * its own again (breaker report 43, B43-1) */
      if (entry->moved_to != NULL && g_file_test (entry->moved_to, G_FILE_TEST_IS_REGULAR) &&
          !herald_moved_holds_game (notes, path, entry->moved_to))
        g_clear_pointer (&entry->moved_to, g_free);
      g_list_store_insert_sorted (store, entry, compare_entries, now);
    }
  /* games gone since are forgotten */
  g_clear_pointer (&self->described, g_hash_table_unref);
  self->described = described;
  return G_LIST_MODEL (store);
}
