/* test-open-game.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A game's file from anywhere (breaker report 13, R-2): after Save Elsewhere… the game went on
 * in a file Herald could never open again. Open Game… and `herald FILE` open such a file and
 * play it in place; a file that is not a game is refused and left as it is; the save bar says
 * where a game outside the games folder is saved. */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>
#include <adwaita.h>

#include "herald-application.h"
#include "herald-save.h"
#include "herald-save-bar.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"
#include "herald-games-page.h"

typedef struct {
  char *home;
  char *games;     /* Herald's games folder */
  char *elsewhere; /* another folder */
} Fixture;

static void
remove_all (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      g_unlink (path);
    }
  g_rmdir (folder);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->home = g_dir_make_tmp ("herald-open-XXXXXX", NULL);
  f->games = g_build_filename (f->home, "games", NULL);
  f->elsewhere = g_build_filename (f->home, "elsewhere", NULL);
  g_assert_cmpint (g_mkdir (f->games, 0700), ==, 0);
  g_assert_cmpint (g_mkdir (f->elsewhere, 0700), ==, 0);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  remove_all (f->games);
  remove_all (f->elsewhere);
  g_rmdir (f->home);
  g_free (f->games);
  g_free (f->elsewhere);
  g_free (f->home);
}

/* A game of one roll saved in the other folder; returns its path */
static char *
game_elsewhere (Fixture *f)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  HeraldRoll roll = { .event = HERALD_EVENT_TRADE, .red = 2, .white = 3 };
  HeraldRules rules;

  herald_session_set_games_folder (session, f->elsewhere);
  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, FALSE, NULL));
  g_assert_true (herald_session_roll (session, &roll, NULL, NULL));
  herald_test_flush ();
  herald_session_close (session);
  {
    g_autoptr(GDir) dir = g_dir_open (f->elsewhere, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (dir)) != NULL)
      if (g_str_has_suffix (name, ".json"))
        return g_build_filename (f->elsewhere, name, NULL);
  }
  g_assert_not_reached ();
  return NULL;
}

static HeraldWindow *
window_new (Fixture *f)
{
  HeraldWindow *window = herald_window_new (NULL);

  herald_session_set_games_folder (herald_window_get_session (window), f->games);
  return window;
}

/* the save bar's text, empty when it is hidden */
static char *
save_bar_text (HeraldWindow *window)
{
  GtkWidget *bar = herald_test_find_one (GTK_WIDGET (window), HERALD_TYPE_SAVE_BAR);
  g_autoptr(GPtrArray) labels = NULL;
  GString *text = g_string_new (NULL);

  g_assert_nonnull (bar);
  if (!gtk_widget_get_visible (bar))
    return g_string_free (text, FALSE);  /* "": hidden */
  labels = herald_test_find_widgets (bar, GTK_TYPE_LABEL);
  for (guint i = 0; i < labels->len; i++)
    g_string_append_printf (text, "%s\n", gtk_label_get_label (g_ptr_array_index (labels, i)));
  return g_string_free (text, FALSE);
}

static guint
actions_in (const char *path)
{
  g_autoptr(HeraldGame) game = herald_save_load_file (path, NULL);

  g_assert_nonnull (game);
  return herald_game_get_n_actions (game);
}

/* Open Game… on a game in another folder: it opens, in place, and the next step is saved
 * there; the save bar says where */
static void
test_open_elsewhere (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *path = game_elsewhere (f);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  HeraldWindow *window = window_new (f);
  HeraldSession *session = herald_window_get_session (window);
  g_autofree char *lock = g_strconcat (path, ".lock", NULL);
  g_autofree char *bar = NULL;
  HeraldAction end;

  herald_window_open_file (window, file);
  herald_test_flush ();
  g_assert_null (herald_test_open_dialog (window, FALSE));
  g_assert_true (herald_session_get_has_game (session));
  g_assert_cmpstr (herald_session_get_outside_path (session), ==, path);
  g_assert_true (g_file_test (lock, G_FILE_TEST_EXISTS));
  bar = save_bar_text (window);
  g_assert_nonnull (strstr (bar, "saved outside Herald’s games folder"));
  g_assert_nonnull (strstr (bar, path));
  /* its buttons say what they do to a screen reader: the icon-only × was read "GtkButton"
   * (keys report 23) */
  {
    GtkWidget *save_bar = herald_test_find_one (GTK_WIDGET (window), HERALD_TYPE_SAVE_BAR);
    g_autoptr(GPtrArray) buttons = herald_test_find_widgets (save_bar, GTK_TYPE_BUTTON);

    for (guint i = 0; i < buttons->len; i++)
      {
        GtkWidget *button = g_ptr_array_index (buttons, i);
        g_autofree char *name = herald_test_accessible_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL);

        if (gtk_button_get_label (GTK_BUTTON (button)) == NULL)
          g_assert_cmpstr (name, !=, "undefined");
      }
  }

  g_assert_cmpuint (actions_in (path), ==, 1);
  herald_action_init (&end, HERALD_ACTION_END_TURN, 0);
  g_assert_true (herald_session_perform (session, &end, NULL));
  herald_test_flush ();
  g_assert_cmpuint (actions_in (path), ==, 2);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* On a phone at text scale 1.5 the bar of a game saved outside the games folder took a third
 * of the window: 210 of 590 px in Danish, its path broken after its first "/" (newcomer
 * report 22, N22-14). There it says "Saved outside the games folder" and the game's file on
 * one line, the whole sentence in the file's tooltip and description; at 1280 px the whole
 * text. */
static void
test_outside_bar_phone (Fixture       *f,
                        gconstpointer  data)
{
  static const int widths[] = { 360, 1280 };

  herald_test_set_text_scale (1.5);
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      g_autofree char *path = game_elsewhere (f);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      HeraldWindow *window = window_new (f);
      GtkWidget *bar;
      g_autoptr(GPtrArray) labels = NULL;
      GtkWidget *whole = NULL, *file_label = NULL;
      g_autofree char *base = g_path_get_basename (path);

      gtk_window_set_default_size (GTK_WINDOW (window), widths[w], widths[w] == 360 ? 640 : 800);
      gtk_window_present (GTK_WINDOW (window));
      herald_window_open_file (window, file);
      herald_test_run_for (800);
      g_assert_cmpstr (herald_session_get_outside_path (herald_window_get_session (window)), ==, path);
      bar = herald_test_find_one (GTK_WIDGET (window), HERALD_TYPE_SAVE_BAR);
      g_assert_true (gtk_widget_get_mapped (bar));
      /* laid out for good: at load 23 the bar was measured 146 px high, its
       * words still wrapped for a narrower first allocation (76 px once laid out) */
      g_assert_true (herald_test_wait_still (bar, GTK_WIDGET (window), 5000));
      labels = herald_test_find_widgets (bar, GTK_TYPE_LABEL);
      for (guint i = 0; i < labels->len; i++)
        {
          GtkWidget *label = g_ptr_array_index (labels, i);

          if (!gtk_widget_get_mapped (label))
            continue;
          if (strstr (gtk_label_get_label (GTK_LABEL (label)), "Every step is saved in") != NULL)
            whole = label;
          else if (strstr (gtk_label_get_label (GTK_LABEL (label)), base) != NULL)
            file_label = label;
        }
      g_test_message ("%d px: the save bar %d px high in a window %d px high", widths[w],
                      gtk_widget_get_height (bar), gtk_widget_get_height (GTK_WIDGET (window)));
      if (widths[w] == 360)
        {
          g_autofree char *description = NULL;

          if (gtk_widget_get_height (bar) > gtk_widget_get_height (GTK_WIDGET (window)) / 5)
            g_error ("at 360 × 640, text scale 1.5: the save bar is %d px high, of %d", gtk_widget_get_height (bar),
                     gtk_widget_get_height (GTK_WIDGET (window)));
          g_assert_null (whole);
          /* the whole text, not shown, is not read either */
          for (guint i = 0; i < labels->len; i++)
            {
              GtkWidget *label = g_ptr_array_index (labels, i);

              if (strstr (gtk_label_get_label (GTK_LABEL (label)), "Every step is saved in") != NULL)
                gtk_test_accessible_assert_state (GTK_ACCESSIBLE (gtk_widget_get_parent (label)),
                                                  GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
            }
          g_assert_nonnull (file_label);
          g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (file_label), "Every step is saved in"));
          description = herald_test_accessible_property (file_label, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
          g_assert_nonnull (strstr (description, "Every step is saved in"));
        }
      else
        {
          g_assert_nonnull (whole);
          gtk_test_accessible_assert_state (GTK_ACCESSIBLE (gtk_widget_get_parent (whole)),
                                            GTK_ACCESSIBLE_STATE_HIDDEN, FALSE);
        }
      gtk_window_destroy (GTK_WINDOW (window));
      herald_test_run_for (100);
    }
  herald_test_set_text_scale (1.0);
}

/* @path opened in a window shown at 1280 × 800, at the next player's roll (the turn of the
 * game's one roll ended), Roll with the focus; @dismiss: the save bar's × */
static HeraldWindow *
outside_window_at_roll (Fixture     *f,
                        const char  *path,
                        GtkWidget  **dismiss)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  HeraldWindow *window = window_new (f);
  GtkWidget *save_bar;
  g_autoptr(GPtrArray) buttons = NULL;
  HeraldAction end;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  herald_window_open_file (window, file);
  herald_test_wait_for_width (window, 1280);
  g_assert_true (herald_session_get_has_game (herald_window_get_session (window)));
  herald_action_init (&end, HERALD_ACTION_END_TURN, 0);
  g_assert_true (herald_session_perform (herald_window_get_session (window), &end, NULL));
  herald_test_run_for (300);
  g_assert_true (herald_window_focus_step (window));

  save_bar = herald_test_find_one (GTK_WIDGET (window), HERALD_TYPE_SAVE_BAR);
  g_assert_true (gtk_widget_get_mapped (save_bar));
  buttons = herald_test_find_widgets (save_bar, GTK_TYPE_BUTTON);
  *dismiss = NULL;
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_icon_name (g_ptr_array_index (buttons, i)), "window-close-symbolic") == 0)
      *dismiss = g_ptr_array_index (buttons, i);
  g_assert_nonnull (*dismiss);
  g_assert_true (gtk_widget_get_mapped (*dismiss));
  return window;
}

static gboolean
focus_on_roll (HeraldWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  g_test_message ("the focus: %s %s, in a header bar: %d", focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "none",
                  GTK_IS_BUTTON (focus) ? gtk_button_get_label (GTK_BUTTON (focus)) : "",
                  focus != NULL && gtk_widget_get_ancestor (focus, ADW_TYPE_HEADER_BAR) != NULL);
  return focus != NULL && gtk_widget_get_mapped (focus) &&
         gtk_widget_is_ancestor (focus, GTK_WIDGET (window->dice_panel));
}

static gboolean
unmapped (gpointer widget)
{
  return !gtk_widget_get_mapped (widget);
}

/* Tester report 25, N25-4: the bar of a game saved outside the games folder, closed with its
 * ×, left the focus on the header's main-menu button, and the next Space opened the menu
 * instead of rolling. A click on the × leaves the focus where it was (Roll); the × closed from
 * the keyboard gives the focus to the turn's next step, Roll, not to the header. */
static void
test_outside_bar_dismiss_focus (Fixture       *f,
                                gconstpointer  data)
{
  g_autofree char *path = game_elsewhere (f);
  g_autofree char *second = g_build_filename (f->elsewhere, "second.json", NULL);
  g_autofree char *contents = NULL;
  gsize length;
  HeraldWindow *window;
  GtkWidget *dismiss;

  /* a second file for the second window, the first one's bar once dismissed */
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (second, contents, length, NULL));

  /* the keyboard: Tab to the ×, Space */
  window = outside_window_at_roll (f, path, &dismiss);
  g_assert_true (focus_on_roll (window));
  g_assert_true (gtk_widget_grab_focus (dismiss));
  g_assert_true (gtk_widget_activate (dismiss));
  /* the bar's revealer hides it: a frame or a few, many on a loaded machine */
  herald_test_wait_until (unmapped, dismiss, 20000);
  g_assert_false (gtk_widget_get_mapped (dismiss));
  g_assert_true (focus_on_roll (window));
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_run_for (100);

  /* the mouse: a click does not take the focus from Roll */
  window = outside_window_at_roll (f, second, &dismiss);
  g_assert_false (gtk_widget_get_focus_on_click (dismiss));
  g_signal_emit_by_name (dismiss, "clicked");
  herald_test_wait_until (unmapped, dismiss, 20000);
  g_assert_false (gtk_widget_get_mapped (dismiss));
  g_assert_true (focus_on_roll (window));
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_run_for (100);
}

/* A file that is not a game: refused with the reason, the file untouched, nothing beside it */
static void
test_open_not_a_game (Fixture       *f,
                      gconstpointer  data)
{
  static const char *bad[] = {
    "{\"format\": \"something-else\"}\n",
    "{\"format\": \"herald-game\", \"version\": 3, \"rules\": {",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *path = g_build_filename (f->elsewhere, "notes.json", NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      HeraldWindow *window = window_new (f);
      AdwMessageDialog *dialog;
      g_autofree char *contents = NULL;
      g_autoptr(GDir) dir = NULL;
      guint n = 0;

      g_assert_true (g_file_set_contents (path, bad[i], -1, NULL));
      herald_window_open_file (window, file);
      herald_test_flush ();
      g_assert_false (herald_session_get_has_game (herald_window_get_session (window)));
      dialog = herald_test_open_dialog (window, TRUE);
      g_assert_nonnull (dialog);
      g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "This File Could Not Be Opened");
      g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "is not a Herald game"));
      g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "notes.json"));
      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      g_assert_cmpstr (contents, ==, bad[i]);
      /* no lock, nothing moved aside */
      dir = g_dir_open (f->elsewhere, 0, NULL);
      while (g_dir_read_name (dir) != NULL)
        n++;
      g_assert_cmpuint (n, ==, 1);
      gtk_window_destroy (GTK_WINDOW (dialog));
      gtk_window_destroy (GTK_WINDOW (window));
      herald_test_flush ();
    }
}

/* Save Elsewhere… (the games folder cannot be written): the bar says where the game is now */
static void
test_save_elsewhere_says_where (Fixture       *f,
                                gconstpointer  data)
{
  HeraldWindow *window = herald_window_new (NULL);
  HeraldSession *session = herald_window_get_session (window);
  g_autofree char *blocked = g_build_filename (f->home, "blocked", NULL);
  g_autofree char *path = g_build_filename (f->elsewhere, "saved-here.json", NULL);
  g_autofree char *bar = NULL;
  HeraldRules rules;

  /* a plain file where the games folder should be: nothing can be saved */
  g_assert_true (g_file_set_contents (blocked, "", -1, NULL));
  herald_session_set_games_folder (session, blocked);
  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  g_test_expect_message ("Herald", G_LOG_LEVEL_WARNING, "Could not save the game*");
  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, FALSE, NULL));
  g_test_assert_expected_messages ();
  herald_test_flush ();
  bar = save_bar_text (window);
  g_assert_nonnull (strstr (bar, "Not saved"));
  g_clear_pointer (&bar, g_free);

  g_assert_true (herald_session_save_as (session, path, NULL));
  herald_test_flush ();
  bar = save_bar_text (window);
  g_assert_null (strstr (bar, "Not saved"));
  g_assert_nonnull (strstr (bar, path));
  g_assert_nonnull (strstr (bar, "Open Game…"));
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  g_unlink (blocked);
}

/* `herald FILE`: the application's open opens the game in its window, its focus ring shown
 * (tester report 38, N38-4: the focus was on a control, undrawn until a key was pressed) */
static void
test_application_open (Fixture       *f,
                       gconstpointer  data)
{
  g_autofree char *path = game_elsewhere (f);
  GFile *files[1] = { g_file_new_for_path (path) };
  g_autoptr(HeraldApplication) app =
    herald_application_new ("io.github.herald.HeraldTestOpen",
                            G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  GtkWindow *window;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_application_open (G_APPLICATION (app), files, 1, "");
  herald_test_flush ();
  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  g_assert_true (HERALD_IS_WINDOW (window));
  g_assert_true (herald_session_get_has_game (herald_window_get_session (HERALD_WINDOW (window))));
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (herald_window_get_session (HERALD_WINDOW (window)))), ==, 1);
  g_assert_nonnull (gtk_window_get_focus (window));
  g_assert_true (gtk_window_get_focus_visible (window));
  gtk_window_destroy (window);
  herald_test_flush ();
  g_object_unref (files[0]);
}

/* A Herald closing as `herald FILE` runs (robust report 28, R28-1): it still owns Herald's
 * name on the bus, its actions already gone, for the milliseconds its end takes. `herald FILE`
 * then failed ("No such interface “org.gtk.Actions”") and opened nothing; it waits for that
 * Herald to be gone and opens the game itself. The closing Herald is a connection owning the
 * name and nothing else, gone after 400 ms; the test runs in its own process, on its own bus. */
#define CLOSING_ID "io.github.herald.HeraldTestClosing"

/* A connection to the bus at @address (a test's own) that owns @name, for a Herald that runs
 * or is closing; @actions (nullable) exported first at Herald's path for @name, and
 * @interface (nullable) served there by @vtable with @user_data */
static GDBusConnection *
bus_owner_new (const char                 *address,
               const char                 *name,
               GActionGroup               *actions,
               guint                      *export_id,
               GDBusInterfaceInfo         *interface,
               const GDBusInterfaceVTable *vtable,
               gpointer                    user_data)
{
  g_autoptr(GDBusConnection) bus = NULL;
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GError) error = NULL;
  guint32 owner;

  bus = g_dbus_connection_new_for_address_sync (address,
                                                G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT |
                                                G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                                NULL, NULL, &error);
  g_assert_no_error (error);
  if (actions != NULL)
    {
      g_autofree char *path = g_strdup_printf ("/%s", name);

      g_strdelimit (path, ".", '/');
      *export_id = g_dbus_connection_export_action_group (bus, path, actions, &error);
      g_assert_no_error (error);
      if (interface != NULL)
        {
          g_assert_cmpuint (g_dbus_connection_register_object (bus, path, interface, vtable, user_data,
                                                               NULL, &error), !=, 0);
          g_assert_no_error (error);
        }
    }
  /* DBUS_NAME_FLAG_DO_NOT_QUEUE: 4; DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER: 1 */
  reply = g_dbus_connection_call_sync (bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                       "org.freedesktop.DBus", "RequestName", g_variant_new ("(su)", name, 4),
                                       G_VARIANT_TYPE ("(u)"), G_DBUS_CALL_FLAGS_NONE, -1, NULL, &error);
  g_assert_no_error (error);
  g_variant_get (reply, "(u)", &owner);
  g_assert_cmpuint (owner, ==, 1);
  return g_steal_pointer (&bus);
}

static gpointer
close_later (gpointer data)
{
  GDBusConnection *closing = data;

  g_usleep (400 * 1000);
  g_dbus_connection_close_sync (closing, NULL, NULL);
  return NULL;
}

static gboolean
opened_then_close (gpointer data)
{
  GtkApplication *app = data;
  GtkWindow *window = gtk_application_get_active_window (app);

  if (window == NULL)
    return G_SOURCE_CONTINUE;
  g_object_set_data (G_OBJECT (app), "had-game",
                     GINT_TO_POINTER (herald_session_get_has_game (herald_window_get_session (HERALD_WINDOW (window)))));
  gtk_window_close (window);
  return G_SOURCE_REMOVE;
}

/* opened_then_close () for the application made default: 1 when its window had the game */
static int had_game = -1;

static gboolean
opened_default_then_close (gpointer data)
{
  GApplication *app = g_application_get_default ();
  GtkWindow *window = GTK_IS_APPLICATION (app) ? gtk_application_get_active_window (GTK_APPLICATION (app)) : NULL;

  if (window == NULL)
    return G_SOURCE_CONTINUE;
  had_game = herald_session_get_has_game (herald_window_get_session (HERALD_WINDOW (window)));
  gtk_window_close (window);
  return G_SOURCE_REMOVE;
}

static void
test_open_past_closing (Fixture       *f,
                        gconstpointer  data)
{
  if (g_test_subprocess ())
    {
      g_autofree char *path = game_elsewhere (f);
      g_autoptr(GTestDBus) bus = g_test_dbus_new (G_TEST_DBUS_NONE);
      g_autoptr(GDBusConnection) closing = NULL;
      g_autoptr(HeraldApplication) app = NULL;
      char *argv[] = { "herald", path, NULL };
      GThread *thread;
      int status;

      g_test_dbus_up (bus);
      closing = bus_owner_new (g_test_dbus_get_bus_address (bus), CLOSING_ID, NULL, NULL, NULL, NULL, NULL);
      thread = g_thread_new ("closing-herald", close_later, closing);

      app = herald_application_new (CLOSING_ID, G_APPLICATION_HANDLES_OPEN);
      g_timeout_add (50, opened_then_close, app);
      status = g_application_run (G_APPLICATION (app), 2, argv);
      g_thread_join (thread);
      g_assert_cmpint (status, ==, 0);
      g_assert_true (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (app), "had-game")));
      g_clear_object (&app);
      g_test_dbus_down (bus);
      return;
    }
  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* A running Herald that does not take the file (it closes before it has read it): its actions
 * answer, as a running Herald's do, but Open finds no one. `herald FILE` sent the file and
 * forgot it, and exited 0 with nothing opened and not a word (R28-1); it says the file was
 * not opened, and exits 1. The Herald is a thread that owns the name and exports actions. */
typedef struct
{
  char     *address;
  const char *id;      /* the name it owns */
  gboolean  takes_open; /* it has org.freedesktop.Application, and closes when Open comes */
  GMutex    mutex;
  GCond     cond;
  gboolean  ready;
  gboolean  done;
  gboolean  open_came;
} Running;

static const char fdo_application_xml[] =
  "<node><interface name='org.freedesktop.Application'>"
  "<method name='Open'><arg type='as' name='uris' direction='in'/>"
  "<arg type='a{sv}' name='platform-data' direction='in'/></method>"
  "</interface></node>";

/* Open came, and this Herald closes before it opens the file: no answer, its name let go */
static void
close_on_open_cb (GDBusConnection       *bus,
                  const char            *sender,
                  const char            *object_path,
                  const char            *interface_name,
                  const char            *method_name,
                  GVariant              *parameters,
                  GDBusMethodInvocation *invocation,
                  gpointer               user_data)
{
  Running *running = user_data;

  g_atomic_int_set (&running->open_came, TRUE);
  g_dbus_connection_close (bus, NULL, NULL, NULL);
  g_object_unref (invocation);
}

static gpointer
run_deaf_herald (gpointer data)
{
  Running *running = data;
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GDBusConnection) bus = NULL;
  g_autoptr(GSimpleActionGroup) actions = g_simple_action_group_new ();
  guint id = 0;

  g_main_context_push_thread_default (context);
  if (running->takes_open)
    {
      g_autoptr(GDBusNodeInfo) node = g_dbus_node_info_new_for_xml (fdo_application_xml, NULL);
      static const GDBusInterfaceVTable vtable = { close_on_open_cb };

      bus = bus_owner_new (running->address, running->id, G_ACTION_GROUP (actions), &id,
                           node->interfaces[0], &vtable, running);
    }
  else
    bus = bus_owner_new (running->address, running->id, G_ACTION_GROUP (actions), &id, NULL, NULL, NULL);
  g_mutex_lock (&running->mutex);
  running->ready = TRUE;
  g_cond_signal (&running->cond);
  g_mutex_unlock (&running->mutex);
  while (!g_atomic_int_get (&running->done))
    {
      while (g_main_context_iteration (context, FALSE))
        ;
      g_usleep (10 * 1000);
    }
  g_dbus_connection_unexport_action_group (bus, id);
  if (!g_dbus_connection_is_closed (bus))
    g_dbus_connection_close_sync (bus, NULL, NULL);
  g_main_context_pop_thread_default (context);
  return NULL;
}

/* Starts @running, a Herald owning @id on @bus (taking Open and closing then when
 * @takes_open), in a thread of its own; returns it once it owns the name */
static GThread *
running_start (Running    *running,
               GTestDBus  *bus,
               const char *id,
               gboolean    takes_open)
{
  GThread *thread;

  running->address = (char *) g_test_dbus_get_bus_address (bus);
  running->id = id;
  running->takes_open = takes_open;
  g_mutex_init (&running->mutex);
  g_cond_init (&running->cond);
  thread = g_thread_new ("running-herald", run_deaf_herald, running);
  g_mutex_lock (&running->mutex);
  while (!running->ready)
    g_cond_wait (&running->cond, &running->mutex);
  g_mutex_unlock (&running->mutex);
  return thread;
}

static void
test_open_not_taken (Fixture       *f,
                     gconstpointer  data)
{
  if (g_test_subprocess ())
    {
      g_autofree char *path = game_elsewhere (f);
      g_autoptr(GTestDBus) bus = g_test_dbus_new (G_TEST_DBUS_NONE);
      g_autoptr(HeraldApplication) app = NULL;
      char *argv[] = { "herald", path, NULL };
      Running running = { 0 };
      GThread *thread;
      int status;

      g_test_dbus_up (bus);
      thread = running_start (&running, bus, "io.github.herald.HeraldTestDeaf", FALSE);

      app = herald_application_new ("io.github.herald.HeraldTestDeaf", G_APPLICATION_HANDLES_OPEN);
      status = g_application_run (G_APPLICATION (app), 2, argv);
      g_assert_cmpint (status, ==, 1);
      g_clear_object (&app);
      g_atomic_int_set (&running.done, TRUE);
      g_thread_join (thread);
      g_test_dbus_down (bus);
      return;
    }
  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, 0);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("*closed before it opened*");
}

/* The running Herald closes as Open reaches it, before it opens the file (robust report 29):
 * `herald FILE` said "the Herald that was running closed before it opened FILE: run herald
 * again" and exited 1. It opens the file itself: it becomes the Herald running, and plays the
 * game. The running Herald is a thread that owns the name, and on Open lets it go unanswered. */
static void
test_open_after_running_closed (Fixture       *f,
                                gconstpointer  data)
{
  if (g_test_subprocess ())
    {
      g_autofree char *path = game_elsewhere (f);
      g_autoptr(GTestDBus) bus = g_test_dbus_new (G_TEST_DBUS_NONE);
      g_autoptr(HeraldApplication) app = NULL;
      char *argv[] = { "herald", path, NULL };
      Running running = { 0 };
      GThread *thread;
      int status;

      g_test_dbus_up (bus);
      thread = running_start (&running, bus, "io.github.herald.HeraldTestGone", TRUE);

      app = herald_application_new (running.id, G_APPLICATION_HANDLES_OPEN);
      /* the Herald that opens the file is another GApplication: the one made default */
      g_timeout_add (50, opened_default_then_close, NULL);
      status = g_application_run (G_APPLICATION (app), 2, argv);
      g_assert_true (g_atomic_int_get (&running.open_came));
      g_assert_cmpint (status, ==, 0);
      g_assert_cmpint (had_game, ==, 1);
      g_clear_object (&app);
      g_atomic_int_set (&running.done, TRUE);
      g_thread_join (thread);
      g_test_dbus_down (bus);
      return;
    }
  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* The same file opened again while the barbarians' check-in of its dice is open (`herald
 * FILE` reaching the Herald that has it, robust report 28, R28-8): the game is read anew and
 * the one the check-in was made for is freed. The check-in stayed, and Fight read the freed
 * game: a critical ("gtk_switch_get_active: assertion 'GTK_IS_SWITCH (self)' failed"), a crash
 * under G_DEBUG=fatal-criticals. It goes with its game; the game read anew offers the check-in
 * of the same dice again, and Fight fights. */
#define SHIP_LANDS_GAME "{\"format\": \"herald-game\", \"version\": 2, \"seed\": 7," \
  " \"rules\": {\"edition\": \"standard\", \"victory_points\": 13, \"progress_cards\": \"digital\"}," \
  " \"players\": [{\"name\": \"Anna\", \"color\": \"red\"}, {\"name\": \"Ben\", \"color\": \"blue\"}," \
  " {\"name\": \"Cleo\", \"color\": \"white\"}]," \
  " \"start\": {\"round\": 9, \"current\": 0, \"barbarian_position\": 6, \"first_attack_done\": true," \
  " \"players\": [{\"settlements\": 1, \"cities\": 3, \"walls\": 1, \"knights\": [{\"level\": 2, \"active\": true}]}," \
  " {\"settlements\": 3, \"cities\": 2, \"knights\": [{\"level\": 1, \"active\": true}]}," \
  " {\"settlements\": 2, \"cities\": 2}]}," \
  " \"actions\": []}"

static void
test_reopen_during_check_in (Fixture       *f,
                             gconstpointer  data)
{
  g_autofree char *path = g_build_filename (f->elsewhere, "ship.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  HeraldWindow *window = window_new (f);
  HeraldSession *session = herald_window_get_session (window);
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 3, .white = 2 };
  AdwMessageDialog *check_in;
  AdwMessageDialog *again;

  g_assert_true (g_file_set_contents (path, SHIP_LANDS_GAME, -1, NULL));
  herald_window_open_file (window, file);
  herald_test_flush ();
  g_assert_true (herald_session_get_has_game (session));
  herald_window_start_roll (window, &ship);
  herald_test_flush ();
  check_in = herald_test_open_dialog (window, TRUE);
  g_assert_nonnull (check_in);
  g_object_add_weak_pointer (G_OBJECT (check_in), (gpointer *) &check_in);

  herald_window_open_file (window, file);
  herald_test_flush ();
  g_assert_true (herald_session_get_has_game (session));
  /* the check-in of the game freed is gone; the one open is the game's read anew */
  g_assert_null (check_in);
  again = herald_test_open_dialog (window, TRUE);
  g_assert_nonnull (again);
  herald_test_respond (again, "attack");
  herald_test_flush ();
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, 1);
  g_assert_cmpuint (actions_in (path), ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* the texts of the start page's rows */
static char *
games_page_text (HeraldWindow *window)
{
  g_autoptr(GPtrArray) labels = herald_test_find_widgets (GTK_WIDGET (window->games_page), GTK_TYPE_LABEL);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < labels->len; i++)
    g_string_append_printf (text, "%s\n", gtk_label_get_label (g_ptr_array_index (labels, i)));
  return g_string_free (text, FALSE);
}

/* Save Elsewhere… then a new start (breaker report 13, R-2): the copy left in the games folder
 * is listed as an older copy with the file the game went on in, and Resume Game (or its row)
 * opens that file, never the older copy; once that file is gone, the row says so and opens
 * the copy that is left */
static void
test_stale_copy_opens_newer (Fixture       *f,
                             gconstpointer  data)
{
  HeraldWindow *window = herald_window_new (NULL);
  HeraldSession *session = herald_window_get_session (window);
  g_autofree char *path = g_build_filename (f->elsewhere, "went-on.json", NULL);
  g_autofree char *stale = NULL;
  g_autofree char *text = NULL;
  HeraldRoll roll = { .event = HERALD_EVENT_TRADE, .red = 2, .white = 3 };
  HeraldRules rules;
  HeraldAction end;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, FALSE, NULL));
  g_assert_true (herald_session_roll (session, &roll, NULL, NULL));
  stale = g_strdup (herald_session_get_save_path (session));
  g_assert_true (herald_session_save_as (session, path, NULL));
  herald_action_init (&end, HERALD_ACTION_END_TURN, 0);
  g_assert_true (herald_session_perform (session, &end, NULL));
  herald_test_flush ();
  /* the bar says the start page leads here (not that it does not list the game) */
  text = save_bar_text (window);
  g_assert_nonnull (strstr (text, "lists the older copy left in the games folder"));
  g_clear_pointer (&text, g_free);
  g_assert_cmpstr (herald_session_get_older_copy (session), ==, stale);
  herald_session_close (session);
  herald_games_page_reload (window->games_page);
  herald_test_flush ();

  text = games_page_text (window);
  g_assert_nonnull (strstr (text, "Older copy: the game went on in"));
  g_assert_nonnull (strstr (text, path));
  g_clear_pointer (&text, g_free);
  g_assert_true (herald_games_page_resume_latest (window->games_page));
  herald_test_flush ();
  g_assert_null (herald_test_open_dialog (window, FALSE));
  g_assert_cmpstr (herald_session_get_outside_path (session), ==, path);
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, 2);
  text = save_bar_text (window);
  g_assert_nonnull (strstr (text, "lists the older copy left in the games folder"));
  g_clear_pointer (&text, g_free);
  herald_session_close (session);

  /* the file it went on in is gone: said, and the copy left opens */
  {
    g_autofree char *lock = g_strconcat (path, ".lock", NULL);
    g_autofree char *backup = g_strconcat (path, ".backup-1", NULL);

    g_assert_cmpint (g_unlink (path), ==, 0);
    g_unlink (lock);
    g_unlink (backup);
  }
  herald_games_page_reload (window->games_page);
  herald_test_flush ();
  text = games_page_text (window);
  g_assert_nonnull (strstr (text, "which is not there now"));
  g_assert_true (herald_games_page_resume_latest (window->games_page));
  herald_test_flush ();
  g_assert_cmpstr (herald_session_get_save_path (session), ==, stale);
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* A backup opened with Open Game (verify report 14, V14-4): played in a copy, which the save
 * bar names with the backup; opened again, the same copy, and the bar says it was made
 * before; dismissed, the line stays away for that copy */
static void
test_backup_copy_says_where (Fixture       *f,
                             gconstpointer  data)
{
  g_autofree char *path = game_elsewhere (f);
  g_autofree char *backup = g_build_filename (f->elsewhere, "20261202-090000-beef.json.backup-1", NULL);
  g_autoptr(GFile) file = NULL;
  HeraldWindow *window = window_new (f);
  HeraldSession *session = herald_window_get_session (window);
  g_autofree char *bar = NULL;
  g_autofree char *copy = NULL;
  g_autofree char *bytes = NULL;

  g_assert_true (g_file_get_contents (path, &bytes, NULL, NULL));
  g_assert_true (g_file_set_contents (backup, bytes, -1, NULL));
  file = g_file_new_for_path (backup);
  herald_window_open_file (window, file);
  herald_test_flush ();
  g_assert_null (herald_test_open_dialog (window, FALSE));
  copy = g_strdup (herald_session_get_save_path (session));
  g_assert_true (g_str_has_prefix (copy, f->games));
  bar = save_bar_text (window);
  g_assert_nonnull (strstr (bar, "Opened a copy of the backup"));
  g_assert_nonnull (strstr (bar, backup));
  g_assert_nonnull (strstr (bar, copy));
  g_clear_pointer (&bar, g_free);

  herald_session_close (session);
  herald_test_flush ();
  herald_window_open_file (window, file);
  herald_test_flush ();
  g_assert_cmpstr (herald_session_get_save_path (session), ==, copy);
  bar = save_bar_text (window);
  g_assert_nonnull (strstr (bar, "Opened the copy made before"));
  g_assert_nonnull (strstr (bar, copy));
  g_clear_pointer (&bar, g_free);

  {
    GtkWidget *save_bar = herald_test_find_one (GTK_WIDGET (window), HERALD_TYPE_SAVE_BAR);
    g_autoptr(GPtrArray) buttons = herald_test_find_widgets (save_bar, GTK_TYPE_BUTTON);
    GtkWidget *dismiss = NULL;

    for (guint i = 0; i < buttons->len; i++)
      if (g_strcmp0 (gtk_button_get_icon_name (g_ptr_array_index (buttons, i)), "window-close-symbolic") == 0)
        dismiss = g_ptr_array_index (buttons, i);
    g_assert_nonnull (dismiss);
    g_assert_true (gtk_widget_get_visible (dismiss));
    g_signal_emit_by_name (dismiss, "clicked");
    herald_test_flush ();
  }
  bar = save_bar_text (window);
  g_assert_cmpstr (bar, ==, "");
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "open game"))
    return 0;

  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  g_test_add ("/herald/open-game/elsewhere", Fixture, NULL, fixture_set_up, test_open_elsewhere, fixture_tear_down);
  g_test_add ("/herald/open-game/outside-bar-phone", Fixture, NULL, fixture_set_up, test_outside_bar_phone, fixture_tear_down);
  g_test_add ("/herald/open-game/outside-bar-dismiss-focus", Fixture, NULL, fixture_set_up, test_outside_bar_dismiss_focus, fixture_tear_down);
  g_test_add ("/herald/open-game/not-a-game", Fixture, NULL, fixture_set_up, test_open_not_a_game, fixture_tear_down);
  g_test_add ("/herald/open-game/save-elsewhere-says-where", Fixture, NULL, fixture_set_up, test_save_elsewhere_says_where, fixture_tear_down);
  g_test_add ("/herald/open-game/stale-copy-opens-newer", Fixture, NULL, fixture_set_up, test_stale_copy_opens_newer, fixture_tear_down);
  g_test_add ("/herald/open-game/backup-copy-says-where", Fixture, NULL, fixture_set_up, test_backup_copy_says_where, fixture_tear_down);
  g_test_add ("/herald/open-game/application-open", Fixture, NULL, fixture_set_up, test_application_open, fixture_tear_down);
  g_test_add ("/herald/open-game/reopen-during-check-in", Fixture, NULL, fixture_set_up, test_reopen_during_check_in, fixture_tear_down);
  g_test_add ("/herald/open-game/open-past-closing", Fixture, NULL, fixture_set_up, test_open_past_closing, fixture_tear_down);
  g_test_add ("/herald/open-game/open-not-taken", Fixture, NULL, fixture_set_up, test_open_not_taken, fixture_tear_down);
  g_test_add ("/herald/open-game/open-after-running-closed", Fixture, NULL, fixture_set_up, test_open_after_running_closed, fixture_tear_down);

  return g_test_run ();
}
