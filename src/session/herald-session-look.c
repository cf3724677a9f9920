/* herald-session-look.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Looking at a game another Herald has open (HeraldSession:read-only): whether that Herald
 * has let go of it since, and taking the game over then (breaker report 10, F16: a window
 * that only looked kept saying "open in another Herald" after that Herald was killed, with
 * every control off, until the game was left and resumed).
 *
 * The other Herald's flock () on the game's lock goes with it however it ends (kill -9
 * included), but nothing in the folder changes when it does, so no file monitor can see it:
 * the lock is looked at every two seconds while a game is only looked at, as the list of
 * games looks at it (herald_store_lock_is_held (): the process the lock file names is gone,
 * or the lock file was emptied as that Herald closed the game). Taking over asks the kernel
 * (herald_session_open ()), which knows for sure: a third Herald that took the game first
 * keeps it. */

#include "config.h"

#include "herald-save.h"
#include "herald-session-private.h"

#define HOLDER_CHECK_SECONDS 2

static void
set_holder_gone (HeraldSession *self,
                 gboolean       gone)
{
  if (self->holder_gone == !!gone)
    return;
  self->holder_gone = !!gone;
  g_object_notify_by_pspec (G_OBJECT (self), herald_session_properties[PROP_HOLDER_GONE]);
}

/* The looked-at game's file as it is now: its modification time (µs), size and inode; FALSE
 * when it cannot be looked at */
static gboolean
looked_stamp (HeraldSession *self,
              gint64        *mtime,
              gint64        *size,
              guint64       *inode)
{
  g_autoptr(GFile) file = g_file_new_for_path (herald_game_file_get_path (self->file));
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                                 G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC ","
                                                 G_FILE_ATTRIBUTE_STANDARD_SIZE ","
                                                 G_FILE_ATTRIBUTE_UNIX_INODE,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);

  if (info == NULL)
    return FALSE;
  *mtime = (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED) * G_USEC_PER_SEC +
           g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
  *size = g_file_info_get_size (info);
  *inode = g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_UNIX_INODE);
  return TRUE;
}

static void
remember_looked_stamp (HeraldSession *self)
{
  if (!looked_stamp (self, &self->looked_mtime, &self->looked_size, &self->looked_inode))
    self->looked_mtime = self->looked_size = -1;
}

static gboolean
holder_check_cb (gpointer user_data)
{
  HeraldSession *self = user_data;

  herald_session_check_holder (self);
  herald_session_follow_looked_at (self);
  return G_SOURCE_CONTINUE;
}

/**
 * herald_session_follow_looked_at:
 *
 * A game only looked at follows the Herald that has it: when its file changed since it was
 * read (its modification time, size or inode), it is read again, only to look at
 * (herald_session_open()), and the window shows every step the other Herald saved. It stood
 * at the step it was opened at, "Anna to roll" while the game had rolled (tester report 47,
 * N47-4). A file that does not load now is left as it is (never moved aside from here), and
 * the game shown stays. The session does this by itself every two seconds while it only
 * looks at a game.
 *
 * Returns: %TRUE when the game was read again
 */
gboolean
herald_session_follow_looked_at (HeraldSession *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  HeraldGame *check;
  gint64 mtime, size;
  guint64 inode;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  if (!self->read_only || self->game == NULL || !looked_stamp (self, &mtime, &size, &inode) ||
      (mtime == self->looked_mtime && size == self->looked_size && inode == self->looked_inode))
    return FALSE;
  path = g_strdup (herald_game_file_get_path (self->file));
  /* read first on the side: herald_session_open () moves a file that does not load aside,
   * which is the other Herald's to do */
  check = herald_save_load_file (path, &error);
  if (check == NULL)
    {
      g_debug ("The game looked at did not load again: %s", error->message);
      self->looked_mtime = mtime;
      self->looked_size = size;
      self->looked_inode = inode;
      return FALSE;
    }
  herald_game_free (check);
  if (!herald_session_open (self, path, TRUE, &error))
    {
      g_debug ("The game looked at did not open again: %s", error->message);
      return FALSE;
    }
  return TRUE;
}

/**
 * herald_session_watch_holder:
 *
 * For the session, whenever its game or #HeraldSession:read-only changes: while a game is
 * only looked at, its lock is looked at every two seconds (herald_session_check_holder());
 * else not, and #HeraldSession:holder-gone is %FALSE.
 */
void
herald_session_watch_holder (HeraldSession *self)
{
  gboolean looking = self->read_only && self->game != NULL;

  /* the file as the game looked at was read (herald_session_follow_looked_at ()) */
  if (looking)
    remember_looked_stamp (self);
  if (looking && self->holder_watch_id == 0)
    self->holder_watch_id = g_timeout_add_seconds (HOLDER_CHECK_SECONDS, holder_check_cb, self);
  else if (!looking)
    {
      g_clear_handle_id (&self->holder_watch_id, g_source_remove);
      set_holder_gone (self, FALSE);
    }
}

/**
 * herald_session_check_holder:
 *
 * Looks now whether the Herald that has the game open (the game this session only looks at)
 * still has it: the lock file names a process that still runs on this computer since its
 * last boot, or a Herald on another computer (which cannot be asked, so it counts as having
 * the game), or a process of this computer holds the lock on the game's file itself
 * (herald_store_game_file_is_held (): the game open by another name). Updates
 * #HeraldSession:holder-gone. The session does this by itself every two seconds while it
 * only looks at a game.
 *
 * Returns: #HeraldSession:holder-gone
 */
gboolean
herald_session_check_holder (HeraldSession *self)
{
  g_autofree char *lock_path = NULL;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  if (!self->read_only || self->game == NULL)
    {
      set_holder_gone (self, FALSE);
      return FALSE;
    }
  lock_path = herald_store_lock_path (herald_game_file_get_path (self->file));
  /* a Herald that has the game by another name (a hard link) holds no lock beside this one,
   * only the lock on the file itself (B44-1) */
  set_holder_gone (self, !herald_store_lock_is_held (lock_path) &&
                         !herald_store_game_file_is_held (herald_game_file_get_path (self->file)));
  return self->holder_gone;
}

/**
 * herald_session_get_holder_gone:
 *
 * Returns: #HeraldSession:holder-gone
 */
gboolean
herald_session_get_holder_gone (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  return self->holder_gone;
}

/**
 * herald_session_take_over:
 * @error: #HERALD_STORE_ERROR_LOCKED when a Herald still (or again) has the game open, else
 *   as herald_session_open()
 *
 * Opens the game this session only looks at for this Herald: locked, and loaded again from
 * its file, so that it holds every step the other Herald saved. On failure nothing changes:
 * the game is still only looked at. A session that is not only looking succeeds at once.
 *
 * Returns: %TRUE when the game is this Herald's to play
 */
gboolean
herald_session_take_over (HeraldSession  *self,
                          GError        **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  if (!self->read_only || self->game == NULL)
    return TRUE;
  path = g_strdup (herald_game_file_get_path (self->file));
  return herald_session_open (self, path, FALSE, error);
}
