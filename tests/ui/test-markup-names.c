/* test-markup-names.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Players' names are shown as typed wherever they appear: "Tom & Jerry <3" and "<b>Ben</b>"
 * are names, not Pango markup. Several libadwaita labels read their text as markup (a
 * preferences group's title and description, an action row's title and subtitle, a toast's
 * title): a name given to one of them unescaped lost its heading ("Tom & Jerry" fails to
 * parse: no text, and a Gtk-WARNING) or was drawn bold ("<b>Ben</b>" as "Ben"; tester report
 * 38, N38-7). The same for a file's name in an error's message ("Tom & Jerry <3.json"). */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include <adwaita.h>

#include "herald-correct-dialog.h"
#include "herald-games-page.h"
#include "herald-new-game-dialog.h"
#include "herald-pending-item.h"
#include "herald-physical-card-dialog.h"
#include "herald-session-library.h"
#include "herald-session-records.h"
#include "herald-records-window.h"
#include "herald-statistics-window.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window-private.h"

#define TOM "Tom & Jerry <3"
#define BEN "<b>Ben</b>"

static const HeraldPlayerInfo players[3] = {
  { (char *) TOM, HERALD_COLOR_RED },
  { (char *) BEN, HERALD_COLOR_BLUE },
  { (char *) "Cleo", HERALD_COLOR_WHITE },
};

/* Every label under @widget that shows a part of a name shows the whole name as typed;
 * returns how many show Tom's */
static guint
check_labels (GtkWidget *widget)
{
  guint toms = 0;

  if (GTK_IS_LABEL (widget))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (widget));

      if (strstr (text, "Jerry") != NULL)
        {
          if (strstr (text, TOM) == NULL)
            g_error ("a label shows “%s” of the source “%s”", text, gtk_label_get_label (GTK_LABEL (widget)));
          toms++;
        }
      if (strstr (text, "Ben") != NULL && strstr (text, BEN) == NULL)
        g_error ("a label shows “%s” of the source “%s”", text, gtk_label_get_label (GTK_LABEL (widget)));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    toms += check_labels (child);
  return toms;
}

static gboolean
game_over_shown (gpointer data)
{
  HeraldWindow *window = data;

  return gtk_stack_get_visible_child (window->main_stack) == GTK_WIDGET (window->game_over_page);
}

/* Tom has won (13 points at his turn): the game-over page, the game's statistics and the records show his
 * name and Ben's as typed */
static void
test_names_as_typed (void)
{
  HeraldWindow *window = herald_window_new (NULL);
  HeraldSession *session = herald_window_get_session (window);
  g_autoptr(JsonNode) start = json_from_string ("{\"players\": [{\"cities\": 4, \"settlements\": 3, \"metropolises\": [\"politics\"], \"improvements\": {\"politics\": 4}}, {}, {}]}", NULL);
  g_autoptr(GPtrArray) records = herald_records_new ();
  g_autoptr(GError) error = NULL;
  HeraldRules rules;
  HeraldGame *game;
  GtkWindow *other;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  g_assert_true (herald_session_new_game_at (session, &rules, players, 3, start, &error));
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();
  g_assert_true (herald_test_wait_until (game_over_shown, window, 5000));
  herald_test_run_for (500);
  g_assert_cmpuint (check_labels (GTK_WIDGET (window->game_over_page)), >, 0);

  game = herald_window_get_game (window);
  other = herald_statistics_window_new (game, NULL);
  gtk_window_present (other);
  herald_test_flush ();
  /* every page of it, not only the one shown */
  g_assert_cmpuint (check_labels (GTK_WIDGET (other)), >, 0);
  gtk_window_destroy (other);

  g_assert_true (herald_records_add_game (records, game));
  herald_records_sort (records);
  other = herald_records_window_new (records, 1);
  gtk_window_present (other);
  herald_test_flush ();
  g_assert_cmpuint (check_labels (GTK_WIDGET (other)), >, 0);
  gtk_window_destroy (other);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Correct Ben's counts: the metropolis Tom holds says "Held by Tom & Jerry <3" (its row's
 * subtitle was empty, and GTK warned); a physical Smith Tom cannot record says why in the
 * engine's words, which name him */
static void
test_correct_held_by (void)
{
  HeraldWindow *window = herald_window_new (NULL);
  HeraldSession *session = herald_window_get_session (window);
  g_autoptr(JsonNode) start = json_from_string ("{\"players\": [{\"cities\": 2, \"metropolises\": [\"politics\"], \"improvements\": {\"politics\": 4}}, {}, {}]}", NULL);
  g_autoptr(GError) error = NULL;
  HeraldRules rules;
  GtkWindow *dialog;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  g_assert_true (herald_session_new_game_at (session, &rules, players, 3, start, &error));
  g_assert_no_error (error);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();

  dialog = GTK_WINDOW (herald_correct_dialog_new (GTK_WINDOW (window), herald_window_get_game (window), 1));
  gtk_window_present (dialog);
  herald_test_flush ();
  g_assert_cmpuint (check_labels (GTK_WIDGET (dialog)), >, 0);
  gtk_window_destroy (dialog);

  /* Tom's Smith, refused in the engine's words that name him ("Not now: Tom & Jerry <3 holds
   * no Smith card"): the row says them whole (a combo row's subtitle is plain text in
   * libadwaita 1.2; kept so) */
  {
    HeraldRoll roll = { .event = HERALD_EVENT_TRADE, .red = 2, .white = 3 };
    g_autoptr(GPtrArray) rows = NULL;

    g_assert_true (herald_session_roll (session, &roll, NULL, &error));
    g_assert_no_error (error);
    dialog = GTK_WINDOW (herald_physical_card_dialog_new (GTK_WINDOW (window), herald_window_get_game (window), 0));
    rows = herald_test_find_widgets (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW);
    g_assert_cmpuint (rows->len, ==, 1);
    adw_combo_row_set_selected (rows->pdata[0], HERALD_CARD_SMITH);
    gtk_window_present (dialog);
    herald_test_flush ();
    g_assert_cmpuint (check_labels (GTK_WIDGET (dialog)), >, 0);
    gtk_window_destroy (dialog);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* A file of the games folder named "Tom & Jerry <3.json" */
static char *
game_named_tom (const char *folder)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  g_autoptr(GDir) dir = NULL;
  g_autofree char *path = g_build_filename (folder, TOM ".json", NULL);
  HeraldRoll roll = { .event = HERALD_EVENT_TRADE, .red = 2, .white = 3 };
  HeraldRules rules;
  const char *name;

  herald_session_set_games_folder (session, folder);
  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  g_assert_true (herald_session_new_game (session, &rules, players, 3, FALSE, NULL));
  g_assert_true (herald_session_roll (session, &roll, NULL, NULL));
  herald_test_flush ();
  herald_session_close (session);
  dir = g_dir_open (folder, 0, NULL);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      {
        g_autofree char *from = g_build_filename (folder, name, NULL);

        g_assert_cmpint (g_rename (from, path), ==, 0);
        return g_steal_pointer (&path);
      }
  g_assert_not_reached ();
  return NULL;
}

/* The drawn button under @root labelled @label, or %NULL */
static GtkWidget *
button_labelled (GtkWidget  *root,
                 const char *label)
{
  g_autoptr(GPtrArray) buttons = herald_test_find_widgets (root, GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), label) == 0 && gtk_widget_is_drawable (buttons->pdata[i]))
      return buttons->pdata[i];
  return NULL;
}

static gboolean
undo_shown (gpointer data)
{
  return button_labelled (data, "_Undo") != NULL;
}

#define NOT_BACK "The deleted game could not be brought back"

/* The label of a toast on screen (a child of the overlay beside its content) that says
 * @words, or %NULL */
static GtkLabel *
toast_label_saying (HeraldWindow *window,
                    const char   *words)
{
  GtkWidget *content = adw_toast_overlay_get_child (window->toast_overlay);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (window->toast_overlay)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autoptr(GPtrArray) labels = NULL;

      if (child == content)
        continue;
      labels = herald_test_find_widgets (child, GTK_TYPE_LABEL);
      for (guint i = 0; i < labels->len; i++)
        if (g_strcmp0 (gtk_label_get_text (labels->pdata[i]), words) == 0)
          return labels->pdata[i];
    }
  return NULL;
}

static gboolean
not_back_shown (gpointer data)
{
  return toast_label_saying (data, NOT_BACK) != NULL;
}

/* The message dialog open with @heading, or %NULL */
static AdwMessageDialog *
dialog_headed (const char *heading)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data)
        && g_strcmp0 (adw_message_dialog_get_heading (l->data), heading) == 0)
      return l->data;
  return NULL;
}

static gboolean
details_shown (gpointer data)
{
  return dialog_headed (NOT_BACK) != NULL;
}

/* The games page's error toasts (a deleted game's Undo, here): what went wrong in Herald's
 * words, whole at a phone's width and a laptop's, and the whole message behind Details. It
 * names the game's file: "Tom & Jerry <3.json", deleted and then back in its place before its
 * Undo, is named as it is (the toast had no words, and GTK warned that the title was not
 * markup). The toast said GLib's message itself, on one line: on a phone
 * "/tmp/app-311/data/herald/ga…" (fix40, session 39). */
static void
test_file_name_in_toast (gconstpointer data)
{
  int width = GPOINTER_TO_INT (data);
  HeraldWindow *window = herald_window_new (NULL);
  g_autoptr(HeraldLibrary) library = herald_library_new (NULL);
  g_autofree char *path = game_named_tom (herald_library_get_games_folder (library));
  g_autoptr(GPtrArray) buttons = NULL;
  GtkWidget *delete = NULL;
  GtkWidget *toast;
  GtkLabel *label;
  AdwMessageDialog *dialog;
  graphene_rect_t bounds;
  int least = 0;

  herald_games_page_reload (window->games_page);
  gtk_window_set_default_size (GTK_WINDOW (window), width, width < 600 ? 640 : 800);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (herald_test_wait_for_width (window, width));
  herald_test_run_for (300);

  buttons = herald_test_find_widgets (GTK_WIDGET (window), GTK_TYPE_BUTTON);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (g_object_get_data (buttons->pdata[i], "path"), path) == 0)
      delete = buttons->pdata[i];
  g_assert_nonnull (delete);
  g_signal_emit_by_name (delete, "clicked");
  g_assert_true (herald_test_wait_until (undo_shown, window->toast_overlay, 5000));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  /* a file of that name is back before the Undo: the Undo cannot bring the game back, and
   * says so */
  g_assert_true (g_file_set_contents (path, "{}", -1, NULL));
  g_assert_true (herald_test_activate_button (button_labelled (GTK_WIDGET (window->toast_overlay), "_Undo")));
  g_assert_true (herald_test_wait_until (not_back_shown, window, 5000));
  g_assert_true (herald_test_wait_frame (GTK_WIDGET (window), 5000));

  /* whole: every line of the words in the toast, the toast in the window */
  label = toast_label_saying (window, NOT_BACK);
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
  gtk_widget_measure (GTK_WIDGET (label), GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (GTK_WIDGET (label)),
                      &least, NULL, NULL, NULL);
  g_test_message ("%d px: the words %d × %d px (%d needed)", width, gtk_widget_get_width (GTK_WIDGET (label)),
                  gtk_widget_get_height (GTK_WIDGET (label)), least);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (label)), >=, least);
  for (toast = GTK_WIDGET (label); gtk_widget_get_parent (toast) != GTK_WIDGET (window->toast_overlay);
       toast = gtk_widget_get_parent (toast))
    ;
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (label), toast, &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (toast));
  g_assert_true (gtk_widget_compute_bounds (toast, GTK_WIDGET (window->toast_overlay), &bounds));
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, width);

  /* Details: the file named as it is, GLib's whole message */
  g_assert_true (herald_test_activate_button (button_labelled (GTK_WIDGET (window->toast_overlay), "_Details")));
  g_assert_true (herald_test_wait_until (details_shown, NULL, 5000));
  dialog = dialog_headed (NOT_BACK);
  g_assert_true (g_str_has_prefix (adw_message_dialog_get_body (dialog), path));
  g_assert_true (g_str_has_suffix (adw_message_dialog_get_body (dialog), TOM ".json: File exists"));
  adw_message_dialog_response (dialog, "close");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* The New Game dialog open over @window */
static HeraldNewGameDialog *
new_game_dialog_of (HeraldWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (HERALD_IS_NEW_GAME_DIALOG (toplevel) &&
          gtk_window_get_transient_for (GTK_WINDOW (toplevel)) == GTK_WINDOW (window))
        return HERALD_NEW_GAME_DIALOG (toplevel);
    }
  return NULL;
}

/* A name that overrides the direction of what follows it ("Anna" U+202E "xyz": a right-to-left
 * override typed in the name) stays inside the name in the toast that says who starts. The
 * toast put the name in unisolated, and the override reversed the words after it: "Anna" then
 * "stnats zyx" (breaker report 50, break53-3) */
static void
test_starts_toast_isolated (void)
{
  HeraldWindow *window = herald_window_new (NULL);
  HeraldNewGameDialog *dialog;
  g_autoptr(GPtrArray) entries = NULL;
  g_autofree char *isolated = NULL;
  const char *text;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();
  herald_window_new_game (window);
  herald_test_flush ();
  dialog = new_game_dialog_of (window);
  g_assert_nonnull (dialog);
  entries = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_ENTRY);
  for (guint i = 0; i < entries->len; i++)
    if (!GTK_IS_SPIN_BUTTON (entries->pdata[i]))
      {
        gtk_editable_set_text (entries->pdata[i], "Anna\u202Exyz");
        g_signal_emit_by_name (entries->pdata[i], "activate");
        break;
      }
  herald_test_flush ();
  g_assert_null (new_game_dialog_of (window));
  g_assert_cmpstr (herald_game_get_player_name (herald_window_get_game (window), 0), ==, "Anna\u202Exyz");
  g_assert_nonnull (window->toast_label);
  text = gtk_label_get_text (window->toast_label);
  isolated = g_strconcat ("\u2068Anna\u202Exyz\u2069 starts", NULL);
  if (strstr (text, isolated) == NULL)
    g_error ("the toast says “%s”: the name's override reaches the words after it", text);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* The same name in a decision's heading (the window's decision button, the decision's
 * dialog): "Which City Does Anna" U+202E "xyz Lose?" was drawn "Which City Does Anna?esoL zyx"
 * (break53-3) */
static void
test_decision_name_isolated (void)
{
  static const HeraldPlayerInfo names[] = {
    { (char *) "Anna\u202Exyz", HERALD_COLOR_RED }, { (char *) "Ben", HERALD_COLOR_BLUE },
    { (char *) "Cleo", HERALD_COLOR_WHITE },
  };
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  g_autoptr(GError) error = NULL;
  HeraldRules rules;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  g_assert_true (herald_session_new_game (session, &rules, names, 3, FALSE, &error));
  g_assert_no_error (error);
  for (HeraldPendingType type = HERALD_PENDING_CHOOSE_DECK; type <= HERALD_PENDING_PROGRESS_DRAW; type++)
    {
      HeraldPending pending = { .type = type, .player = 0 };
      g_autoptr(HeraldPendingItem) item = herald_pending_item_new (herald_session_get_game (session), &pending);
      const char *heading = herald_pending_item_get_description (item);

      if (strstr (heading, "\u2068Anna\u202Exyz\u2069") == NULL)
        g_error ("a decision is headed “%s”: the name's override reaches the words after it", heading);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  if (!herald_test_init_window (&argc, &argv, "names"))
    return 0;

  g_test_add_func ("/herald/names/as-typed", test_names_as_typed);
  g_test_add_func ("/herald/names/correct-held-by", test_correct_held_by);
  g_test_add_func ("/herald/names/starts-toast-isolated", test_starts_toast_isolated);
  g_test_add_func ("/herald/names/decision-name-isolated", test_decision_name_isolated);
  g_test_add_data_func ("/herald/names/file-name-in-toast", GINT_TO_POINTER (1280), test_file_name_in_toast);
  g_test_add_data_func ("/herald/names/file-name-in-toast/phone", GINT_TO_POINTER (360), test_file_name_in_toast);

  return g_test_run ();
}
