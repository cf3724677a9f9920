/* test-files.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The games' files after breaker report 13 (session 14): a failed save logged once, a damaged
 * game listed by its backups deleted with them, backups that an Undo storm does not rotate
 * away, and the copy left in the games folder after Save Elsewhere marked. Headless. */

#define _GNU_SOURCE 1

#include "config.h"

#include <errno.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "herald-path-text.h"
#include "herald-random-play.h"
#include "herald-session-game-file.h"
#include "herald-session-library.h"
#include "herald-save.h"
#include "herald-session.h"
#include "herald-session-private.h"
#include "herald-test-files-utils.h"
#include "herald-test-utils.h"
#include "herald-write-behind.h"

/* Space: the dice Herald rolls (those held at this point, after an Undo) */
static void
roll_drawn (HeraldSession *session)
{
  g_autoptr(GError) error = NULL;
  HeraldRoll r;

  herald_session_draw_roll (session, &r);
  g_assert_true (herald_session_roll (session, &r, NULL, &error));
  g_assert_no_error (error);
}

/* The actions of backup @i of @path, or -1 when it does not load */
static gint
backup_actions (const char *path,
                guint       i)
{
  g_autofree char *backup = g_strdup_printf ("%s.backup-%u", path, i);
  g_autoptr(HeraldGame) game = herald_save_load_file (backup, NULL);

  return game != NULL ? (gint) herald_game_get_n_actions (game) : -1;
}

static void
backups (const char *path,
         gint        out[HERALD_STORE_N_BACKUPS])
{
  /* the backups are written on the write-behind thread */
  herald_write_behind_flush ();
  for (guint i = 0; i < HERALD_STORE_N_BACKUPS; i++)
    out[i] = backup_actions (path, i + 1);
}

/* A failed save is logged once (breaker report 13: a roll saves its dice, then the roll, and
 * each failure was logged), and again when it fails for another reason or after a save that
 * succeeded; the save bar is told of every failure */
static void
count_failure_cb (HeraldSession *session,
                  const char    *message,
                  guint         *failures)
{
  (*failures)++;
}

static void
test_save_warning_once (HeraldTestHome *f,
                        gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(GError) error = NULL;
  guint failures = 0;
  HeraldRoll r;

  g_signal_connect (session, "save-failed", G_CALLBACK (count_failure_cb), &failures);
  /* a plain file where the games folder should be: nothing can be saved */
  g_assert_true (g_file_set_contents (f->games, "not a folder", -1, NULL));
  g_test_expect_message ("Herald", G_LOG_LEVEL_WARNING, "Could not save the game*");
  herald_test_start_game (session);
  g_test_assert_expected_messages ();

  /* Space: the dice drawn are saved, then the roll; two more steps: no warning more (a
   * warning not expected is fatal here) */
  herald_session_draw_roll (session, &r);
  g_assert_true (herald_session_roll (session, &r, NULL, &error));
  g_assert_no_error (error);
  herald_test_end_turn (session);
  g_assert_cmpuint (failures, ==, 4);
  g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 3);

  /* saved again, then failing again: said again */
  g_assert_cmpint (g_unlink (f->games), ==, 0);
  g_assert_true (herald_session_save_now (session, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 0);
  {
    g_autofree char *dir = g_path_get_dirname (herald_session_get_save_path (session));
    g_autofree char *aside = g_strconcat (dir, ".aside", NULL);

    g_assert_cmpint (g_rename (dir, aside), ==, 0);
    g_assert_true (g_file_set_contents (dir, "not a folder", -1, NULL));
    g_test_expect_message ("Herald", G_LOG_LEVEL_WARNING, "Could not save the game*");
    herald_test_roll (session, 2);
    g_test_assert_expected_messages ();
    herald_test_end_turn (session);
    g_assert_cmpint (g_unlink (dir), ==, 0);
    g_assert_cmpint (g_rename (aside, dir), ==, 0);
  }
  g_assert_cmpuint (failures, ==, 6);
}

/* A damaged game listed by its backups (its file moved aside as broken, breaker report 13,
 * R-3) is deleted with its backups and its broken file, not refused as "already gone"; Undo
 * brings it all back; a purge removes it all */
static void
test_delete_damaged (HeraldTestHome *f,
                     gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(GListModel) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *trash = g_build_filename (f->games, "trash", NULL);
  g_autofree char *base = NULL;
  guint n_broken;

  herald_test_start_game (session);
  herald_test_roll (session, 3);
  herald_test_end_turn (session);
  path = g_strdup (herald_session_get_save_path (session));
  base = g_path_get_basename (path);
  herald_session_close (session);
  g_assert_true (g_file_set_contents (path, "{\"format\": \"herald-game\", \"vers", -1, NULL));
  g_assert_false (herald_session_open (session, path, FALSE, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_BROKEN);
  g_clear_error (&error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (herald_test_count_files (f->games, ".broken-"), ==, 1);
  g_assert_cmpuint (herald_test_count_files (f->games, ".backup-"), ==, 2);

  list = herald_library_list (f->library);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 1);
  g_clear_object (&list);
  /* the broken file, and the refusal the list keeps beside it */
  n_broken = herald_test_count_files (f->games, ".broken-");
  g_assert_cmpuint (n_broken, >=, 1);

  /* Delete */
  g_assert_true (herald_library_trash (f->library, path, &error));
  g_assert_no_error (error);
  list = herald_library_list (f->library);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 0);
  g_clear_object (&list);
  g_assert_cmpuint (herald_test_count_files (f->games, base), ==, 0);
  g_assert_cmpuint (herald_test_count_files (trash, ".backup-"), ==, 2);
  g_assert_cmpuint (herald_test_count_files (trash, ".broken-"), ==, n_broken);

  /* Undo: listed again, damaged, its backup still opens */
  g_assert_true (herald_library_restore (f->library, path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (herald_test_count_files (f->games, ".backup-"), ==, 2);
  g_assert_cmpuint (herald_test_count_files (f->games, ".broken-"), ==, n_broken);
  list = herald_library_list (f->library);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 1);
  g_clear_object (&list);

  /* deleted for good */
  g_assert_true (herald_library_trash (f->library, path, &error));
  g_assert_no_error (error);
  herald_library_purge (f->library, path);
  g_assert_cmpuint (herald_test_count_files (trash, base), ==, 0);
  g_assert_cmpuint (herald_test_count_files (f->games, base), ==, 0);
  g_assert_false (herald_library_restore (f->library, path, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_clear_error (&error);

  /* a game that is really gone (no backups either) is still said to be gone */
  g_assert_false (herald_library_trash (f->library, path, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

/* An Undo storm (breaker report 13): Undo and Redo over many turns, and back and forth over
 * one turn's end, leave the backups as play made them; play that goes on rotates them as
 * before, and a step played after an Undo begins new turns that are backed up */
static void
test_backups_undo_storm (HeraldTestHome *f,
                         gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  gint before[HERALD_STORE_N_BACKUPS], after[HERALD_STORE_N_BACKUPS];

  herald_test_start_game (session);
  for (guint turn = 0; turn < 8; turn++)
    {
      herald_test_roll (session, 1 + turn % 5);
      herald_test_end_turn (session);
    }
  path = g_strdup (herald_session_get_save_path (session));
  backups (path, before);
  /* one at each turn's start, the newest first */
  for (guint i = 0; i < HERALD_STORE_N_BACKUPS; i++)
    g_assert_cmpint (before[i], ==, 16 - 2 * (gint) i);

  /* every step undone, then redone, then back and forth over the last turn's end */
  while (herald_session_undo (session, NULL))
    ;
  backups (path, after);
  g_assert_cmpmem (after, sizeof after, before, sizeof before);
  while (herald_session_redo (session, NULL))
    ;
  for (guint i = 0; i < 30; i++)
    {
      g_assert_true (herald_session_undo (session, &error));
      g_assert_true (herald_session_redo (session, &error));
      g_assert_no_error (error);
    }
  backups (path, after);
  g_assert_cmpmem (after, sizeof after, before, sizeof before);
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, 16);

  /* opened again: the storm there changes nothing either */
  herald_session_close (session);
  g_assert_true (herald_session_open (session, path, FALSE, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 6; i++)
    g_assert_true (herald_session_undo (session, &error));
  for (guint i = 0; i < 6; i++)
    g_assert_true (herald_session_redo (session, &error));
  backups (path, after);
  g_assert_cmpmem (after, sizeof after, before, sizeof before);

  /* play goes on: the next turn's start is backed up, the oldest goes */
  roll_drawn (session);
  herald_test_end_turn (session);
  backups (path, after);
  g_assert_cmpint (after[0], ==, 18);
  for (guint i = 1; i < HERALD_STORE_N_BACKUPS; i++)
    g_assert_cmpint (after[i], ==, before[i - 1]);

  /* two turns undone and played again: those are new turns, backed up */
  for (guint i = 0; i < 4; i++)
    g_assert_true (herald_session_undo (session, &error));
  roll_drawn (session);
  herald_test_end_turn (session);
  backups (path, after);
  g_assert_cmpint (after[0], ==, 16);
  g_assert_cmpint (after[1], ==, 18);
  g_assert_cmpint (after[2], ==, 16);
}

/* A turn's backup copies the file its step wrote, on the write-behind thread: the main thread
 * does not join the whole document again for it (issue 14); the backup is byte for byte the
 * game's file as that step left it. A save that failed leaves the backup to the game itself. */
static void
test_backup_copies_saved_file (HeraldTestHome *f,
                               gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autofree char *path = NULL;
  g_autofree char *backup = NULL;

  herald_test_start_game (session);
  path = g_strdup (herald_session_get_save_path (session));
  backup = g_strconcat (path, ".backup-1", NULL);
  for (guint turn = 0; turn < 3; turn++)
    {
      g_autofree char *saved = NULL;
      g_autofree char *copy = NULL;
      gsize saved_length, copy_length;

      herald_test_roll (session, 1 + turn);
      herald_test_end_turn (session);
      herald_write_behind_flush ();
      g_assert_true (g_file_get_contents (path, &saved, &saved_length, NULL));
      g_assert_true (g_file_get_contents (backup, &copy, &copy_length, NULL));
      g_assert_cmpmem (copy, copy_length, saved, saved_length);
      g_assert_cmpint (backup_actions (path, 1), ==, 2 * (gint) turn + 2);
    }
  /* the game's start and three turns' ends, none joined on the main thread */
  g_assert_cmpint (backup_actions (path, 4), ==, 0);
  g_assert_cmpuint (herald_game_file_get_n_backups_joined (session->file), ==, 0);

  /* the game's file changed behind Herald's back after the save: the backup is not copied
   * from it but written from the game */
  herald_test_roll (session, 4);
  herald_test_end_turn (session);
  herald_write_behind_flush ();
  {
    g_autoptr(HeraldGame) game = herald_save_load_file (path, NULL);

    g_assert_nonnull (game);
    herald_game_file_backup (session->file, herald_session_get_game (session), TRUE);
    herald_write_behind_flush ();
    g_assert_cmpuint (herald_game_file_get_n_backups_joined (session->file), ==, 0);
    g_assert_true (g_file_set_contents (path, "{}", -1, NULL));
    herald_game_file_backup (session->file, herald_session_get_game (session), TRUE);
    herald_write_behind_flush ();
    g_assert_cmpuint (herald_game_file_get_n_backups_joined (session->file), ==, 1);
    g_assert_cmpint (backup_actions (path, 1), ==, (gint) herald_game_get_n_actions (game));
  }
}

/* Save Elsewhere (breaker report 13, R-2): the copy left in the games folder is listed as an
 * older copy, with the file the game went on in; again after a second Save Elsewhere (the
 * newest file); a note that cannot be written at once is written after the next save; a copy
 * played on or replaced since is a game of its own again */
static void
test_save_elsewhere_marks_copy (HeraldTestHome *f,
                                gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(HeraldLibraryEntry) entry = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *first = g_build_filename (f->home, "first.json", NULL);
  g_autofree char *second = g_build_filename (f->home, "second.json", NULL);
  g_autofree char *state = g_build_filename (g_get_user_state_dir (), "herald", NULL);
  g_autofree char *remove_state = g_strdup_printf ("rm -rf '%s'", state);

  herald_test_start_game (session);
  herald_test_roll (session, 3);
  path = g_strdup (herald_session_get_save_path (session));
  entry = herald_test_entry_of (f->library, path);
  g_assert_null (herald_library_entry_get_moved_to (entry));
  g_clear_object (&entry);

  g_assert_true (herald_session_save_as (session, first, &error));
  g_assert_no_error (error);
  herald_test_end_turn (session);
  entry = herald_test_entry_of (f->library, path);
  g_assert_cmpstr (herald_library_entry_get_moved_to (entry), ==, first);
  g_assert_cmpint (herald_library_entry_get_kind (entry), ==, HERALD_LIBRARY_PLAYING);
  g_clear_object (&entry);

  /* on from there to another file: the old copy points to the newest */
  g_assert_true (herald_session_save_as (session, second, &error));
  g_assert_no_error (error);
  entry = herald_test_entry_of (f->library, path);
  g_assert_cmpstr (herald_library_entry_get_moved_to (entry), ==, second);
  g_clear_object (&entry);
  herald_session_close (session);

  /* the old copy opened and played on by hand: a game of its own again */
  g_assert_true (herald_session_open (session, path, FALSE, &error));
  g_assert_no_error (error);
  herald_test_end_turn (session);
  herald_session_close (session);
  entry = herald_test_entry_of (f->library, path);
  g_assert_null (herald_library_entry_get_moved_to (entry));
  g_clear_object (&entry);

  /* the note cannot be written (a file where its folder goes): noted after the next save */
  g_assert_true (herald_session_open (session, path, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (system (remove_state), ==, 0);
  g_assert_true (g_file_set_contents (state, "in the way", -1, NULL));
  g_assert_true (herald_session_save_as (session, first, &error));
  g_assert_no_error (error);
  entry = herald_test_entry_of (f->library, path);
  g_assert_null (herald_library_entry_get_moved_to (entry));
  g_clear_object (&entry);
  g_assert_cmpint (g_unlink (state), ==, 0);
  roll_drawn (session);
  entry = herald_test_entry_of (f->library, path);
  g_assert_cmpstr (herald_library_entry_get_moved_to (entry), ==, first);
  g_clear_object (&entry);
}

/* Open Game of @chosen opens @opened, as it was at @steps actions, and the save bar says
 * @title, with both files (first.json, second.json) and @why in its words */
static void
assert_opened_saying (HeraldSession *session,
                      const char    *chosen,
                      const char    *opened,
                      guint          steps,
                      const char    *title,
                      const char    *why)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *said = NULL;
  g_autofree char *detail = NULL;

  g_assert_true (herald_session_open_file (session, chosen, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (herald_session_get_save_path (session), ==, opened);
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, steps);
  g_assert_true (herald_session_get_copy_notice (session, &said, &detail));
  g_test_message ("%s: %s", said, detail);
  g_assert_cmpstr (said, ==, title);
  g_assert_nonnull (strstr (detail, "first.json"));
  g_assert_nonnull (strstr (detail, "second.json"));
  g_assert_nonnull (strstr (detail, why));
}

/* Tester report 42, N42-6: a game played in place outside the games folder and saved
 * elsewhere (the medium was full) left an older copy that nothing marked: opened again, it
 * was the game before the move, and its next roll was drawn anew (a landing already fought
 * rolled away). The older copy is noted wherever it is; Open Game opens the game where it
 * went on and says so; once that file is gone the older copy opens itself. The start page's
 * older copy is still only the games folder's. */
static void
test_save_elsewhere_outside_opens_newer (HeraldTestHome *f,
                                         gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(GError) error = NULL;
  g_autofree char *listed = NULL;
  g_autofree char *first = g_build_filename (f->home, "first.json", NULL);
  g_autofree char *second = g_build_filename (f->home, "second.json", NULL);
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  guint steps;

  herald_test_start_game (session);
  herald_test_roll (session, 3);
  listed = g_strdup (herald_session_get_save_path (session));
  g_assert_true (herald_session_save_as (session, first, &error));
  g_assert_no_error (error);
  herald_test_end_turn (session);
  herald_session_close (session);

  /* first.json opened from anywhere, played on, then saved elsewhere again */
  g_assert_true (herald_session_open_file (session, first, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (herald_session_get_save_path (session), ==, first);
  herald_test_roll (session, 4);
  g_assert_true (herald_session_save_as (session, second, &error));
  g_assert_no_error (error);
  herald_test_end_turn (session);
  steps = herald_game_get_n_actions (herald_session_get_game (session));
  /* the games folder's copy is the one the start page shows as older */
  g_assert_cmpstr (herald_session_get_older_copy (session), ==, listed);
  herald_session_close (session);

  assert_opened_saying (session, first, second, steps, "Opened where the game went on", "");
  herald_session_close (session);
  /* the games folder's copy too, chosen with Open Game */
  g_assert_true (herald_session_open_file (session, listed, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (herald_session_get_save_path (session), ==, second);
  herald_session_close (session);

  /* the file it went on in is gone: the older copy opens as itself */
  g_assert_cmpint (g_unlink (second), ==, 0);
  g_assert_true (herald_session_open_file (session, first, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (herald_session_get_save_path (session), ==, first);
  g_assert_false (herald_session_get_copy_notice (session, &title, &detail));
}

/* The file the game went on in after Save Elsewhere is opened once, and its refusal opens the
 * older copy (tidy43): damaged, it is set aside as the games are, and the older copy opens
 * with a notice that says why (its steps since are not there); of a newer Herald, it is left
 * as it is; open in another Herald, the older copy does not open either. */
static void
test_save_elsewhere_newer_refused (HeraldTestHome *f,
                                   gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(HeraldSession) other = herald_test_session_in (f->games);
  g_autoptr(GError) error = NULL;
  g_autofree char *first = g_build_filename (f->home, "first.json", NULL);
  g_autofree char *second = g_build_filename (f->home, "second.json", NULL);
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  guint steps;

  herald_test_start_game (session);
  herald_test_roll (session, 3);
  g_assert_true (herald_session_save_as (session, first, &error));
  g_assert_no_error (error);
  herald_test_end_turn (session);
  steps = herald_game_get_n_actions (herald_session_get_game (session));
  g_assert_true (herald_session_save_as (session, second, &error));
  g_assert_no_error (error);
  herald_test_roll (session, 4);
  herald_session_close (session);

  /* the newer file open in another Herald: refused as locked, the older copy stays shut */
  g_assert_true (herald_session_open (other, second, FALSE, &error));
  g_assert_no_error (error);
  g_assert_false (herald_session_open_file (session, first, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED);
  g_clear_error (&error);
  g_assert_false (herald_session_get_has_game (session));
  herald_session_close (other);

  /* of a newer Herald: left as it is, the older copy opens and says why */
  g_assert_true (g_file_set_contents (second, "{\"format\": \"herald-game\", \"version\": 4}", -1,
                                      NULL));
  assert_opened_saying (session, first, first, steps, "Opened the older copy", "newer Herald");
  g_assert_true (g_file_test (second, G_FILE_TEST_IS_REGULAR));
  herald_session_close (session);

  /* damaged: set aside, the older copy opens and says where it went */
  g_assert_true (g_file_set_contents (second, "{ \"format\": \"herald-game\", ", -1, NULL));
  assert_opened_saying (session, first, first, steps, "Opened the older copy", "second.json.broken-");
  g_assert_false (g_file_test (second, G_FILE_TEST_EXISTS));

  /* the notice is the older copy's while it is open, and no other game's */
  herald_test_start_game (session);
  g_assert_false (herald_session_get_copy_notice (session, &title, &detail));
}

/* Open Game of a game's backup (breaker, session 14): played in place, the game's next backup
 * would rotate it away under the table. It opens as a copy in a file of its own in the games
 * folder; the backup stays byte for byte; the game itself still opens in place */
static void
test_open_backup_as_copy (HeraldTestHome *f,
                          gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *bytes = NULL;
  g_autofree char *again = NULL;
  const char *copy;

  herald_test_start_game (session);
  for (guint turn = 0; turn < 2; turn++)
    {
      herald_test_roll (session, 2 + turn);
      herald_test_end_turn (session);
    }
  path = g_strdup (herald_session_get_save_path (session));
  backup = g_strconcat (path, ".backup-2", NULL);
  herald_session_close (session);
  g_assert_true (g_file_get_contents (backup, &bytes, NULL, NULL));

  g_assert_true (herald_session_open_file (session, backup, &error));
  g_assert_no_error (error);
  copy = herald_session_get_save_path (session);
  g_assert_cmpstr (copy, !=, backup);
  g_assert_cmpstr (copy, !=, path);
  g_assert_true (g_str_has_prefix (copy, f->games));
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, 2);
  herald_test_roll (session, 4);
  herald_test_end_turn (session);
  g_assert_true (g_file_get_contents (backup, &again, NULL, NULL));
  g_assert_cmpstr (again, ==, bytes);
  g_clear_pointer (&again, g_free);
  {
    g_autoptr(HeraldGame) saved = herald_save_load_file (copy, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (herald_game_get_n_actions (saved), ==, 4);
  }
  herald_session_close (session);

  /* a file moved aside as broken that loads (a stricter Herald refused it): the same */
  {
    g_autofree char *broken = g_strconcat (path, ".broken-20261202-093000", NULL);

    g_assert_true (g_file_set_contents (broken, bytes, -1, NULL));
    g_assert_true (herald_session_open_file (session, broken, &error));
    g_assert_no_error (error);
    g_assert_cmpstr (herald_session_get_save_path (session), !=, broken);
    herald_session_close (session);
    g_assert_true (g_file_get_contents (broken, &again, NULL, NULL));
    g_assert_cmpstr (again, ==, bytes);
  }

  /* the game itself: in place */
  g_assert_true (herald_session_open_file (session, path, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (herald_session_get_save_path (session), ==, path);
}

/* The games of the games folder: `<date>-<time>-<hex>.json`, without backups or summaries */
static guint
count_games (const char *games)
{
  g_autoptr(GDir) d = g_dir_open (games, 0, NULL);
  const char *name;
  guint n = 0;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      n++;
  return n;
}

/* Opening the same backup again (verify report 14, V14-4) opens the copy made the first time,
 * as it was left, instead of a new copy each time; the table is told which file was opened
 * and where the copy is. A backup rotated since (other bytes) is another copy. */
static void
test_open_backup_again (HeraldTestHome *f,
                        gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *copy = NULL;
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;

  herald_test_start_game (session);
  for (guint turn = 0; turn < 2; turn++)
    {
      herald_test_roll (session, 2 + turn);
      herald_test_end_turn (session);
    }
  path = g_strdup (herald_session_get_save_path (session));
  backup = g_strconcat (path, ".backup-2", NULL);
  herald_session_close (session);
  g_assert_false (herald_session_get_copy_notice (session, &title, &detail));
  g_assert_cmpuint (count_games (f->games), ==, 1);

  g_assert_true (herald_session_open_file (session, backup, &error));
  g_assert_no_error (error);
  copy = g_strdup (herald_session_get_save_path (session));
  g_assert_cmpuint (count_games (f->games), ==, 2);
  g_assert_true (herald_session_get_copy_notice (session, &title, &detail));
  g_assert_nonnull (strstr (detail, backup));
  g_assert_nonnull (strstr (detail, copy));
  g_clear_pointer (&title, g_free);
  g_clear_pointer (&detail, g_free);
  herald_test_roll (session, 4);
  herald_session_close (session);
  g_assert_false (herald_session_get_copy_notice (session, &title, &detail));

  /* again: the copy made then, played on as it was left; no third game */
  g_assert_true (herald_session_open_file (session, backup, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (herald_session_get_save_path (session), ==, copy);
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, 3);
  g_assert_cmpuint (count_games (f->games), ==, 2);
  g_assert_true (herald_session_get_copy_notice (session, &title, &detail));
  g_assert_nonnull (strstr (detail, copy));
  g_clear_pointer (&title, g_free);
  g_clear_pointer (&detail, g_free);

  /* a game of the list opened after it says nothing of a copy */
  g_assert_true (herald_session_open_file (session, path, &error));
  g_assert_no_error (error);
  g_assert_false (herald_session_get_copy_notice (session, &title, &detail));
  herald_session_close (session);

  /* the same bytes elsewhere (the backup copied out by hand) are the same game */
  {
    g_autofree char *bytes = NULL;
    g_autofree char *out = g_build_filename (f->home, "saved-by-hand.json.backup-1", NULL);

    g_assert_true (g_file_get_contents (backup, &bytes, NULL, NULL));
    g_assert_true (g_file_set_contents (out, bytes, -1, NULL));
    g_assert_true (herald_session_open_file (session, out, &error));
    g_assert_no_error (error);
    g_assert_cmpstr (herald_session_get_save_path (session), ==, copy);
    herald_session_close (session);
  }

  /* the copy deleted: a new copy */
  g_assert_cmpint (g_unlink (copy), ==, 0);
  g_assert_true (herald_session_open_file (session, backup, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (herald_session_get_save_path (session), !=, copy);
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, 2);
}

/* A game in a read-only place (breaker report 14, B14-6): no step can be saved there, and no
 * lock taken, so two Heralds played it at once, each with its own dice, while the bar said
 * every step was saved there. It is played in a copy in the games folder (the table is told),
 * the file stays as it is, and a second Herald finds that copy locked: it may only look. */
static void
test_open_read_only_place_child (HeraldTestHome *f,
                                 gconstpointer   data)
{
  g_autoptr(HeraldSession) first = herald_test_session_in (f->games);
  g_autoptr(HeraldSession) second = herald_test_session_in (f->games);
  g_autoptr(GError) error = NULL;
  g_autofree char *ro = g_build_filename (f->home, "medium", NULL);
  g_autofree char *path = g_build_filename (ro, "game.json", NULL);
  g_autofree char *bytes = NULL;
  g_autofree char *again = NULL;
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  g_autofree char *copy = NULL;

  herald_test_start_game (first);
  herald_test_roll (first, 3);
  herald_test_end_turn (first);
  g_assert_true (g_file_get_contents (herald_session_get_save_path (first), &bytes, NULL, NULL));
  herald_session_close (first);
  g_assert_cmpint (g_mkdir (ro, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, bytes, -1, NULL));
  if (!herald_test_make_read_only (ro))
    {
      g_test_skip ("no read-only folder can be made here");
      return;
    }

  g_assert_true (herald_session_open_file (first, path, &error));
  g_assert_no_error (error);
  copy = g_strdup (herald_session_get_save_path (first));
  g_assert_cmpstr (copy, !=, path);
  g_assert_true (g_str_has_prefix (copy, f->games));
  g_assert_true (herald_session_get_copy_notice (first, &title, &detail));
  g_assert_nonnull (strstr (detail, path));
  g_assert_nonnull (strstr (detail, copy));
  herald_test_roll (first, 4);
  g_assert_cmpuint (herald_session_get_unsaved_steps (first), ==, 0);
  {
    g_autoptr(HeraldGame) saved = herald_save_load_file (copy, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (herald_game_get_n_actions (saved), ==, 3);
  }

  /* the second Herald: the game is open in the first, it may only look, at the copy */
  g_assert_false (herald_session_open_file (second, path, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED);
  g_clear_error (&error);
  g_assert_true (herald_session_look_at_file (second, path, &error));
  g_assert_no_error (error);
  g_assert_true (herald_session_get_read_only (second));
  g_assert_cmpstr (herald_session_get_save_path (second), ==, copy);
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (second)), ==, 3);

  g_assert_true (g_file_get_contents (path, &again, NULL, NULL));
  g_assert_cmpstr (again, ==, bytes);
  g_assert_cmpuint (herald_test_count_files (ro, ".lock"), ==, 0);
  /* writable again, for the tear-down */
  if (geteuid () == 0)
    g_assert_cmpint (umount (ro), ==, 0);
  else
    g_assert_cmpint (chmod (ro, 0755), ==, 0);
}

static void
test_open_read_only_place (HeraldTestHome *f,
                           gconstpointer   data)
{
  g_test_trap_subprocess ("/herald/files/open-read-only-place/subprocess", 0,
                          G_TEST_SUBPROCESS_INHERIT_STDOUT | G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* Newcomer report 19, N19-9: a file that cannot be read is named once in the refusal ("The
 * file …/nonexist.json cannot be read: …/nonexist.json: No such file or directory" named it
 * twice), with the system's reason after it */
static void
test_open_unreadable_named_once (HeraldTestHome *f,
                                 gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autofree char *missing = g_build_filename (f->games, "nonexist.json", NULL);
  g_autofree char *folder = g_build_filename (f->games, "folder.json", NULL);
  g_autofree char *file = g_build_filename (f->games, "file.json", NULL);
  g_autofree char *under_file = g_build_filename (file, "game.json", NULL);
  /* the reason from the error's code (herald_file_error_reason ()), not from GLib's text */
  const struct { const char *path; gint code; int errnum; } cases[] = {
    { missing, G_FILE_ERROR_NOENT, ENOENT },
    { folder, G_FILE_ERROR_ISDIR, EISDIR },
    { under_file, G_FILE_ERROR_NOTDIR, ENOTDIR },
  };

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (file, "", 0, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *path = cases[i].path;
      g_autoptr(GError) error = NULL;
      g_autofree char *shown = herald_path_text (path);
      g_autofree char *expected = g_strdup_printf ("The file %s cannot be read: %s", shown,
                                                   g_strerror (cases[i].errnum));

      g_assert_false (herald_session_open_file (session, path, &error));
      g_assert_error (error, G_FILE_ERROR, cases[i].code);
      g_assert_cmpstr (error->message, ==, expected);
    }
  g_unlink (file);
  g_rmdir (folder);
}

/* Newcomer report 21, N21-6: a pipe (or a device) was named twice, "The file …/pipe.json is
 * not a Herald game that can be opened: …/pipe.json is not a regular file. …", where a folder
 * is named once; the loader's reason no longer names the file its caller names */
static void
test_open_pipe_named_once (HeraldTestHome *f,
                           gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autofree char *pipe = g_build_filename (f->games, "pipe.json", NULL);
  g_autofree char *shown = herald_path_text (pipe);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) loaded = NULL;
  const char *at;

  g_assert_cmpint (g_mkdir_with_parents (f->games, 0700), ==, 0);
  g_assert_cmpint (mkfifo (pipe, 0600), ==, 0);
  g_assert_false (herald_session_open_file (session, pipe, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
  g_test_message ("%s", error->message);
  /* named once, however it is shown */
  at = strstr (error->message, shown);
  g_assert_nonnull (at);
  at = strstr (error->message, "pipe.json");
  g_assert_nonnull (at);
  g_assert_null (strstr (at + strlen ("pipe.json"), "pipe.json"));
  g_assert_nonnull (strstr (error->message, "not a regular file"));

  /* the loader's own reason names no file: its callers (herald-cli, the games list) do */
  g_assert_null (herald_save_load_file (pipe, &loaded));
  g_assert_error (loaded, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
  g_assert_null (strstr (loaded->message, "pipe.json"));
  g_unlink (pipe);
}

/* The text of an opened game's actions is made once the main loop is idle after the open, not
 * in the first step's save (docs/performance.md, fourteenth round); the file is the same */
static void
test_open_prepares_save (HeraldTestHome *f,
                         gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (5);
  g_autoptr(HeraldGame) game = herald_random_game_new (rng, FALSE, 30);
  g_autoptr(HeraldGame) next = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (f->home, "prepared.json", NULL);
  g_autofree char *written = NULL;
  g_autofree char *expected = NULL;
  HeraldAction action;
  guint n;

  herald_random_play (game, rng, 300);
  n = herald_game_get_n_actions (game);
  g_assert_true (herald_save_write_file (game, path, &error));
  g_assert_no_error (error);
  g_assert_true (herald_session_open (session, path, FALSE, &error));
  g_assert_no_error (error);
  /* nothing before the main loop is idle */
  g_assert_cmpuint (herald_game_file_get_n_prepared (session->file), ==, 0);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (herald_game_file_get_n_prepared (session->file), ==, n);

  /* the next step's save writes what it wrote before */
  next = herald_game_copy (herald_session_get_game (session));
  do
    g_assert_true (herald_random_step (next, rng));
  while (herald_game_action_changes_nothing (herald_session_get_game (session),
                                             herald_game_get_action (next, herald_game_get_n_actions (next) - 1)));
  action = *herald_game_get_action (next, herald_game_get_n_actions (next) - 1);
  g_assert_true (herald_session_perform (session, &action, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &written, NULL, &error));
  expected = herald_save_to_data (herald_session_get_game (session), NULL);
  g_assert_cmpstr (written, ==, expected);
}

/* The autosave writes its cache's pieces as they are (herald_write_behind_replace_vectors ()):
 * the file holds them joined, empty pieces and a piece of several megabytes among them, and
 * replaces the old file; a folder that is not there is an error, and leaves nothing behind
 * (docs/performance.md, twenty-second round) */
static void
test_replace_vectors (HeraldTestHome *f,
                      gconstpointer   data)
{
  g_autofree char *dir = g_build_filename (f->games, "vectors", NULL);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autofree char *missing = g_build_filename (dir, "not-there", "game.json", NULL);
  g_autofree char *big = g_malloc (3 * 1024 * 1024);
  g_autoptr(GString) expected = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GDir) listing = NULL;
  GOutputVector vectors[6];
  gsize length;

  for (gsize i = 0; i < 3 * 1024 * 1024; i++)
    big[i] = 'a' + i % 26;
  vectors[0] = (GOutputVector) { "{\n  \"a\" : [", 12 };
  vectors[1] = (GOutputVector) { "", 0 };
  vectors[2] = (GOutputVector) { big, 3 * 1024 * 1024 };
  vectors[3] = (GOutputVector) { NULL, 0 };
  vectors[4] = (GOutputVector) { "]", 1 };
  vectors[5] = (GOutputVector) { "\n}", 2 };
  for (guint i = 0; i < G_N_ELEMENTS (vectors); i++)
    g_string_append_len (expected, vectors[i].buffer, vectors[i].size);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  g_assert_true (herald_write_behind_replace_vectors (path, vectors, G_N_ELEMENTS (vectors), &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpmem (contents, length, expected->str, expected->len);
  g_clear_pointer (&contents, g_free);

  /* nothing at all: an empty file */
  g_assert_true (herald_write_behind_replace_vectors (path, vectors + 1, 1, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpuint (length, ==, 0);

  g_assert_false (herald_write_behind_replace_vectors (missing, vectors, 2, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  herald_write_behind_flush ();
  listing = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (listing);
  g_assert_cmpstr (g_dir_read_name (listing), ==, "game.json");
  g_assert_null (g_dir_read_name (listing));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  herald_test_add_with_home ("/herald/files/save-warning-once", test_save_warning_once);
  herald_test_add_with_home ("/herald/files/delete-damaged", test_delete_damaged);
  herald_test_add_with_home ("/herald/files/backups-undo-storm", test_backups_undo_storm);
  herald_test_add_with_home ("/herald/files/backup-copies-saved-file", test_backup_copies_saved_file);
  herald_test_add_with_home ("/herald/files/save-elsewhere-marks-copy", test_save_elsewhere_marks_copy);
  herald_test_add_with_home ("/herald/files/save-elsewhere-outside-opens-newer", test_save_elsewhere_outside_opens_newer);
  herald_test_add_with_home ("/herald/files/save-elsewhere-newer-refused", test_save_elsewhere_newer_refused);
  herald_test_add_with_home ("/herald/files/open-backup-as-copy", test_open_backup_as_copy);
  herald_test_add_with_home ("/herald/files/open-backup-again", test_open_backup_again);
  herald_test_add_with_home ("/herald/files/open-read-only-place", test_open_read_only_place);
  herald_test_add_with_home ("/herald/files/open-unreadable-named-once", test_open_unreadable_named_once);
  herald_test_add_with_home ("/herald/files/open-pipe-named-once", test_open_pipe_named_once);
  herald_test_add_with_home ("/herald/files/open-prepares-save", test_open_prepares_save);
  herald_test_add_with_home ("/herald/files/replace-vectors", test_replace_vectors);
  herald_test_add_with_home ("/herald/files/open-read-only-place/subprocess", test_open_read_only_place_child);
  return g_test_run ();
}
