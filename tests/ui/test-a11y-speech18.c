/* test-a11y-speech18.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a blind player heard wrong or missed (issue 11, session 18): table mode switched on
 * or off in silence, a form's scroller hinted to scroll with the arrow keys, a refused
 * correction not said. In-process with GTK's test accessibility backend; needs a display
 * (meson runs it under xvfb-run). */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-correct-dialog.h"
#include "herald-player-card.h"
#include "herald-player-card-private.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

/* how many descriptions sent to @watch hold @part */
static guint
said_count (HeraldTestA11yWatch *watch,
            const char          *part)
{
  guint n = 0;

  for (guint i = 0; i < watch->changes->len; i++)
    {
      const char *said = herald_test_a11y_change_at (watch, i)->description;

      if (said != NULL && strstr (said, part) != NULL)
        n++;
    }
  return n;
}

/* A watch and the words it waits for */
typedef struct
{
  HeraldTestA11yWatch *watch;
  const char          *part;
} Said;

static gboolean
said_cb (gpointer data)
{
  Said *said = data;

  return said_count (said->watch, said->part) > 0;
}

/* Runs until @watch heard @part (said from timeouts, which frames delay on a loaded machine:
 * later than the 1.5 s waited before), then 1.5 s more, for it to be said again if it would */
static void
wait_said (HeraldTestA11yWatch *watch,
           const char          *part)
{
  Said said = { watch, part };

  herald_test_wait_until (said_cb, &said, 20000);
  herald_test_run_for (1500);
}

static void
log_said (HeraldTestA11yWatch *watch)
{
  for (guint i = 0; i < watch->changes->len; i++)
    g_test_message ("said: %s", herald_test_a11y_change_at (watch, i)->description);
}

/* F11 or the main menu's Table Mode turned table mode on and off and a screen reader said
 * nothing: the focus stays where it was. Each change is said once. */
static void
test_table_mode_said (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 1280, 800);
  g_autoptr(HeraldTestA11yWatch) watch = NULL;
  GtkWidget *focus;

  g_assert_true (herald_test_wait_until (herald_test_window_is_active, window, 5000));
  herald_test_run_for (1500);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  watch = herald_test_watch_accessible (focus != NULL ? focus : GTK_WIDGET (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.table-mode", NULL));
  g_assert_true (herald_window_get_table_mode (window));
  herald_test_run_for (1500);
  log_said (watch);
  g_assert_cmpuint (said_count (watch, "Table mode on"), ==, 1);
  g_assert_cmpuint (said_count (watch, "Table mode off"), ==, 0);

  g_array_set_size (watch->changes, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.table-mode", NULL));
  g_assert_false (herald_window_get_table_mode (window));
  herald_test_run_for (1500);
  log_said (watch);
  g_assert_cmpuint (said_count (watch, "Table mode off"), ==, 1);
  g_assert_cmpuint (said_count (watch, "Table mode on"), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* The check-in's form scrolls on a phone: what scrolls was named "More below: scroll with
 * the arrow keys", said by Orca as the focus went into the form's first count, whose arrow
 * keys change the count. A form's scroller is neither named so nor a Tab stop; the counts
 * are. */
static void
test_form_scroller_unhinted (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 5, \"barbarian_position\": 6, \"players\": ["
                                                  "{\"cities\": 2, \"knights\": [{\"level\": 1, \"active\": true}]},"
                                                  "{\"cities\": 2, \"knights\": [{\"level\": 2, \"active\": true}]},"
                                                  "{\"cities\": 2, \"knights\": [{\"level\": 1}]}]}",
                                                  360, 640);
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };
  AdwMessageDialog *dialog;
  g_autoptr(GPtrArray) scrollers = NULL;
  guint n_scrolling = 0;

  g_assert_true (herald_test_wait_until (herald_test_window_is_active, window, 5000));
  herald_window_start_roll (window, &ship);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "attack"));
  herald_test_run_for (1000);

  scrollers = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_SCROLLED_WINDOW);
  for (guint i = 0; i < scrollers->len; i++)
    {
      GtkScrolledWindow *scroller = scrollers->pdata[i];
      GtkWidget *content = gtk_scrolled_window_get_child (scroller);
      GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);
      g_autofree char *name = herald_test_accessible_property (content, GTK_ACCESSIBLE_PROPERTY_LABEL);

      if (gtk_adjustment_get_upper (adjustment) > gtk_adjustment_get_page_size (adjustment) + 1)
        n_scrolling++;
      g_test_message ("a scroller %d of %d px, its content named “%s”, %s",
                      (int) gtk_adjustment_get_page_size (adjustment), (int) gtk_adjustment_get_upper (adjustment),
                      name, gtk_widget_get_focusable (content) ? "focusable" : "not focusable");
      g_assert_null (strstr (name != NULL ? name : "", "scroll with the arrow keys"));
      g_assert_false (gtk_widget_get_focusable (content));
    }
  /* the form does scroll at 360 × 640 */
  g_assert_cmpuint (n_scrolling, >=, 1);

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* The spin button of @dialog named @name */
static GtkSpinButton *
find_spin (GtkWidget  *dialog,
           const char *name)
{
  g_autoptr(GPtrArray) spins = herald_test_find_widgets (dialog, GTK_TYPE_SPIN_BUTTON);

  for (guint i = 0; i < spins->len; i++)
    {
      g_autofree char *label = herald_test_accessible_property (spins->pdata[i], GTK_ACCESSIBLE_PROPERTY_LABEL);

      if (g_strcmp0 (label, name) == 0)
        return spins->pdata[i];
    }
  return NULL;
}

/* Anna's Correct Pieces over @parent, both shown, the dialog active */
static GtkWidget *
present_correct (GtkWindow  *parent,
                 HeraldGame *game)
{
  GtkWidget *dialog;

  gtk_window_present (parent);
  dialog = GTK_WIDGET (herald_correct_dialog_new (parent, game, 0));
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (herald_test_wait_until (herald_test_window_is_active, dialog, 5000));
  return dialog;
}

/* Correct Pieces opens with the focus in its first count, the settlements, as the check-in
 * opens in its first: GTK gave it to the settlements' row, where a count typed did nothing,
 * in silence (tester report 45, N45-13); the count's value not selected */
static void
test_correct_first_focus (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, "{\"players\": [{\"cities\": 2}, {}, {}]}");
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  GtkWidget *dialog;
  GtkWidget *focus;

  dialog = present_correct (parent, game);
  herald_test_run_for (300);
  focus = gtk_root_get_focus (GTK_ROOT (dialog));
  g_assert_nonnull (focus);
  g_test_message ("first focus: %s", G_OBJECT_TYPE_NAME (focus));
  g_assert_true (gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON) == GTK_WIDGET (find_spin (dialog, "Anna: Settlements")));
  g_assert_false (gtk_editable_get_selection_bounds (GTK_EDITABLE (focus), NULL, NULL));

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (parent);
  herald_test_flush ();
}

/* Correct Pieces: counts the engine refuses ("Not possible: …" in the dialog) were not said,
 * and Ctrl+Return then did nothing, in silence. The refusal is said as it comes, once while
 * it stands, and again at Ctrl+Return. */
static void
test_correct_refusal_said (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, "{\"players\": [{\"cities\": 2}, {}, {}]}");
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  g_autoptr(HeraldTestA11yWatch) watch = NULL;
  GtkWidget *dialog;
  GtkSpinButton *walls;
  GtkWidget *focus;

  dialog = present_correct (parent, game);
  herald_test_run_for (1000);
  walls = find_spin (dialog, "Anna: City walls");
  g_assert_nonnull (walls);
  gtk_widget_grab_focus (GTK_WIDGET (walls));
  herald_test_run_for (800);
  focus = gtk_root_get_focus (GTK_ROOT (dialog));
  if (focus != NULL && gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON) != NULL)
    focus = gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON);
  g_assert_true (focus == GTK_WIDGET (walls));
  watch = herald_test_watch_accessible (focus);

  /* three walls for two cities: refused, said, and 1.5 s later still said once */
  gtk_spin_button_set_value (walls, 3);
  wait_said (watch, "Not possible: ");
  log_said (watch);
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "correct"));
  g_assert_true (g_str_has_prefix (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), "Not possible: "));
  g_assert_cmpuint (said_count (watch, "Not possible: "), ==, 1);

  /* another count changed, refused for the same reason: not said again */
  {
    g_autofree char *body = g_strdup (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
    GtkSpinButton *defender = find_spin (dialog, "Anna: Defender of Catan cards");

    g_assert_nonnull (defender);
    g_array_set_size (watch->changes, 0);
    gtk_spin_button_set_value (defender, 1);
    herald_test_run_for (1500);
    log_said (watch);
    g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==, body);
    g_assert_cmpuint (said_count (watch, "Not possible: "), ==, 0);
  }

  /* Ctrl+Return while refused: said again, the dialog stays */
  g_array_set_size (watch->changes, 0);
  g_assert_true (gtk_widget_activate_action (dialog, "form.accept", NULL));
  wait_said (watch, "Not possible: ");
  log_said (watch);
  g_assert_cmpuint (said_count (watch, "Not possible: "), ==, 1);
  g_assert_true (gtk_widget_get_visible (dialog));

  /* accepted again: nothing said of it, Ctrl+Return answers */
  gtk_spin_button_set_value (walls, 0);
  herald_test_run_for (500);
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "correct"));

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (parent);
  herald_test_flush ();
}

/* Breaker report 44, B44-5: Correct Pieces with the cities set to 0 while the player had a
 * city wall took the wall away unseen (the engine kept only the walls that still had a city,
 * and the dialog did not write them). A wall stands under a city (RULES.md A19.1): with the
 * cities changed the walls are written as shown, the engine refuses the count, and the dialog
 * says why, in view and aloud; nothing the table did not touch changes. */
static void
test_correct_walls_follow_cities (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, "{\"players\": [{\"cities\": 2, \"walls\": 1}, {}, {}]}");
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  g_autoptr(HeraldTestA11yWatch) watch = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *dialog;
  GtkSpinButton *cities, *walls;
  HeraldAction action;

  dialog = present_correct (parent, game);
  herald_test_run_for (1000);
  cities = find_spin (dialog, "Anna: Cities, metropolises included");
  walls = find_spin (dialog, "Anna: City walls");
  g_assert_nonnull (cities);
  g_assert_nonnull (walls);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (walls), ==, 1);
  gtk_widget_grab_focus (GTK_WIDGET (cities));
  herald_test_run_for (800);
  watch = herald_test_watch_accessible (GTK_WIDGET (cities));

  /* no city: the wall has nothing to stand under; refused, said, the walls left as they are */
  gtk_spin_button_set_value (cities, 0);
  wait_said (watch, "a wall stands under a city");
  log_said (watch);
  g_test_message ("body: %s", adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "correct"));
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Not possible: Anna has 0 cities: a wall stands under a city");
  g_assert_cmpuint (said_count (watch, "a wall stands under a city"), ==, 1);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (walls), ==, 1);
  g_assert_true (herald_correct_dialog_get_action (HERALD_CORRECT_DIALOG (dialog), &action));
  g_assert_cmpint (action.correction.walls, ==, 1);
  g_assert_false (herald_game_check (game, &action, NULL));

  /* the wall taken off too: both as the table set them */
  gtk_spin_button_set_value (walls, 0);
  herald_test_run_for (500);
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "correct"));
  g_assert_true (herald_correct_dialog_get_action (HERALD_CORRECT_DIALOG (dialog), &action));
  g_assert_cmpint (action.correction.cities, ==, 0);
  g_assert_cmpint (action.correction.walls, ==, 0);
  g_assert_true (herald_game_check (game, &action, &error));
  g_assert_no_error (error);

  /* a city fewer, its wall on the one kept: nothing to say */
  gtk_spin_button_set_value (cities, 1);
  gtk_spin_button_set_value (walls, 1);
  herald_test_run_for (500);
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "correct"));

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (parent);
  herald_test_flush ();
}

static void
count_changes_cb (GMenuModel *model,
                  int         position,
                  int         removed,
                  int         added,
                  guint      *n)
{
  (*n)++;
}

/* N17-6: a knight's menu was set anew at every sync of the card (every step of anyone's):
 * a new popover each time, and Orca said the old or the new menu late, or twice. The menu and
 * its popover are kept; the items change only when the knight's steps do. */
static void
test_knight_menu_kept (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 3, \"current\": 0, \"players\": ["
                                                  "{\"knights\": [{\"level\": 1}]}, {}, {}]}",
                                                  1280, 800);
  HeraldRoll dice = { .event = HERALD_EVENT_TRADE, .red = 2, .white = 3 };
  g_autoptr(GError) error = NULL;
  HeraldPlayerCard *card = HERALD_PLAYER_CARD (herald_test_mapped_card (GTK_WIDGET (window), 0));
  GtkPopover *popover;
  GMenuModel *menu;
  g_autofree char *label = NULL;
  guint changes = 0;

  g_assert_nonnull (card);
  popover = gtk_menu_button_get_popover (card->knight_button[0]);
  menu = gtk_menu_button_get_menu_model (card->knight_button[0]);
  g_assert_nonnull (popover);
  g_assert_nonnull (menu);
  g_signal_connect (menu, "items-changed", G_CALLBACK (count_changes_cb), &changes);

  /* the card synced again, the knight's steps as they were: nothing changes in its menu */
  herald_player_card_sync_knights (card);
  herald_player_card_sync_knights (card);
  g_assert_true (gtk_menu_button_get_popover (card->knight_button[0]) == popover);
  g_assert_true (gtk_menu_button_get_menu_model (card->knight_button[0]) == menu);
  g_assert_cmpuint (changes, ==, 0);

  /* the knight activated (after the roll): the same menu and popover, its first step now Deactivate */
  g_assert_true (herald_session_roll (herald_window_get_session (window), &dice, NULL, &error));
  g_assert_no_error (error);
  herald_test_flush ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "player.activate-knight", "(ii)", 0, 0));
  herald_test_flush ();
  g_assert_true (gtk_menu_button_get_popover (card->knight_button[0]) == popover);
  g_assert_true (gtk_menu_button_get_menu_model (card->knight_button[0]) == menu);
  g_assert_cmpuint (changes, >, 0);
  /* item 0 is the line of reasons (e8deadd), a custom child without a label */
  g_assert_false (g_menu_model_get_item_attribute (menu, 0, G_MENU_ATTRIBUTE_LABEL, "s", &label));
  g_assert_true (g_menu_model_get_item_attribute (menu, 1, G_MENU_ATTRIBUTE_LABEL, "s", &label));
  g_assert_cmpstr (label, ==, "_Deactivate");

  g_signal_handlers_disconnect_by_func (menu, count_changes_cb, &changes);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "speech18"))
    return 0;

  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  g_test_add_func ("/herald/a11y/speech18/table-mode-said", test_table_mode_said);
  g_test_add_func ("/herald/a11y/speech18/form-scroller-unhinted", test_form_scroller_unhinted);
  g_test_add_func ("/herald/a11y/speech18/correct-refusal-said", test_correct_refusal_said);
  g_test_add_func ("/herald/a11y/speech18/correct-first-focus", test_correct_first_focus);
  g_test_add_func ("/herald/a11y/speech18/correct-walls-follow-cities", test_correct_walls_follow_cities);
  g_test_add_func ("/herald/a11y/speech18/knight-menu-kept", test_knight_menu_kept);

  return g_test_run ();
}
