/* test-barbarian-dialogs.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The barbarians' dialogs (the check-in, the attack's result, which city a player loses) on a
 * 360 × 640 phone at text scale 1.5 (issue 11): their body scrolls with what is under it, the
 * responses are in view, within the window. In-process, with a display (meson runs it under
 * xvfb-run). */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-session.h"
#include "herald-check-in-dialog.h"
#include "herald-dice-panel.h"
#include "herald-correct-dialog.h"
#include "herald-text.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

#define DPI_SCALE(scale) ((int) (96 * 1024 * (scale)))
#define PHONE_WIDTH 360
#define PHONE_HEIGHT 640

/* The ship one step from Catan, Anna to roll: the check-in has a metropolis and three
 * players' counts and knights, more than a phone shows; the barbarians win, and Cleo, with a
 * walled and an unwalled city, chooses which she loses */
#define SHIP_LANDS "{\"round\": 9, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": [" \
  "{\"cities\": 3, \"walls\": 2, \"improvements\": {\"politics\": 4}, \"metropolises\": [\"politics\"], \"knights\": [{\"level\": 2, \"active\": true}]}," \
  "{\"cities\": 2, \"walls\": 1, \"knights\": [{\"level\": 1, \"active\": true}]}," \
  "{\"cities\": 2, \"walls\": 1}]}"

/* The labels in @root showing @text, shown */
static GPtrArray *
labels_showing (GtkWidget  *root,
                const char *text)
{
  g_autoptr(GPtrArray) labels = herald_test_find_widgets (root, GTK_TYPE_LABEL);
  GPtrArray *found = g_ptr_array_new ();

  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_is_drawable (labels->pdata[i]) &&
        g_strcmp0 (gtk_label_get_label (labels->pdata[i]), text) == 0)
      g_ptr_array_add (found, labels->pdata[i]);
  return found;
}

/* @dialog on a phone: its body shown once, in the scroller under it, and the button of
 * @response shown whole, in the dialog, the dialog within the window's height */
static void
check_fits (HeraldWindow     *window,
            AdwMessageDialog *dialog,
            const char       *response,
            gboolean          scrolls)
{
  const char *body = adw_message_dialog_get_body (dialog);
  g_autoptr(GPtrArray) shown = NULL;
  GtkWidget *button;
  graphene_rect_t bounds;

  /* laid out at the window's size, as many frames as a loaded machine needs */
  herald_test_run_for (600);
  herald_test_flush ();
  shown = labels_showing (GTK_WIDGET (dialog), body);
  g_test_message ("%s: body shown %u times, dialog %d px high in a %d px window",
                  adw_message_dialog_get_heading (dialog), shown->len,
                  gtk_widget_get_height (GTK_WIDGET (dialog)), gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_cmpuint (shown->len, ==, 1);
  if (scrolls)
    g_assert_nonnull (gtk_widget_get_ancestor (shown->pdata[0], GTK_TYPE_SCROLLED_WINDOW));

  button = herald_test_response_button (dialog, response);
  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (dialog), &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (GTK_WIDGET (dialog)));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (dialog)), <=, PHONE_HEIGHT);
}

/* Tester report 25, N25-5: the players who lose a city are on screen as the attack's result
 * opens on a phone at text scale 1.5, without scrolling: a label shown, whole, in the
 * scroller's view names @loser, and the result's text says so in the engine's words */
static void
check_loser_in_view (AdwMessageDialog *dialog,
                     const char       *loser)
{
  g_autoptr(GPtrArray) labels = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_LABEL);
  g_autofree char *says = g_strdup_printf ("%s loses one city.", loser);
  GtkWidget *scroller = NULL;
  gboolean seen = FALSE;

  for (guint i = 0; i < labels->len && scroller == NULL; i++)
    scroller = gtk_widget_get_ancestor (labels->pdata[i], GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);
  g_assert_cmpfloat (gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller))), ==, 0);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = labels->pdata[i];
      graphene_rect_t bounds;

      if (!gtk_widget_is_drawable (label) || strstr (gtk_label_get_text (GTK_LABEL (label)), loser) == NULL ||
          gtk_widget_get_ancestor (label, GTK_TYPE_SCROLLED_WINDOW) != scroller ||
          !gtk_widget_compute_bounds (label, scroller, &bounds))
        continue;
      g_test_message ("“%s” at %.0f–%.0f px of the scroller's %d", gtk_label_get_text (GTK_LABEL (label)),
                      bounds.origin.y, bounds.origin.y + bounds.size.height, gtk_widget_get_height (scroller));
      seen |= bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scroller);
    }
  g_assert_true (seen);
  g_assert_true (g_str_has_prefix (adw_message_dialog_get_body (dialog), says));
}

/* The check-in @dialog as it opens on a phone: its first focus (the first player's cities)
 * lies whole in the view of what scrolls, and no line of text is cut across at its top. At text scale 1.5 in English it opened below the
 * fold, unseen until the first Tab (tester report 46, N46-4): the focus was given before what
 * scrolls had its first layout, and was not scrolled to after it */
static void
check_first_focus_in_view (AdwMessageDialog *dialog)
{
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (dialog));
  GtkWidget *scroller = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_SCROLLED_WINDOW) : NULL;
  GtkWidget *row = focus != NULL ? gtk_widget_get_ancestor (focus, ADW_TYPE_PREFERENCES_ROW) : NULL;
  graphene_rect_t bounds;

  g_assert_true (GTK_IS_SPIN_BUTTON (focus) || GTK_IS_SPIN_BUTTON (gtk_widget_get_parent (focus)));
  g_assert_nonnull (scroller);
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_compute_bounds (row, scroller, &bounds));
  g_test_message ("the first focus's row from %g to %g px of the scroller's %d", bounds.origin.y,
                  bounds.origin.y + bounds.size.height, gtk_widget_get_height (scroller));
  if (bounds.origin.y < -0.5 || bounds.origin.y + bounds.size.height > gtk_widget_get_height (scroller) + 0.5)
    g_error ("the check-in on a phone at text scale 1.5: its first focus's row lies from %g to %g px of what "
             "scrolls, %d px high", bounds.origin.y, bounds.origin.y + bounds.size.height,
             gtk_widget_get_height (scroller));
  /* and no line of text cut across at the top edge: the message began with half a line
   * (newcomer report 53, newcomer53-4) */
  {
    g_autoptr(GPtrArray) labels = herald_test_find_widgets (scroller, GTK_TYPE_LABEL);

    for (guint i = 0; i < labels->len; i++)
      {
        GtkLabel *label = labels->pdata[i];
        PangoLayoutIter *iter;
        gboolean cut = FALSE;
        double edge;
        int x = 0, y = 0;

        if (!gtk_widget_is_drawable (GTK_WIDGET (label)) ||
            !gtk_widget_compute_bounds (GTK_WIDGET (label), scroller, &bounds) ||
            bounds.origin.y >= -0.5 || bounds.origin.y + bounds.size.height <= 0.5)
          continue;
        /* the top edge in the label's coordinates: inside no line but at one's edge */
        edge = -bounds.origin.y;
        gtk_label_get_layout_offsets (label, &x, &y);
        iter = pango_layout_get_iter (gtk_label_get_layout (label));
        do
          {
            int top = 0, bottom = 0;

            pango_layout_iter_get_line_yrange (iter, &top, &bottom);
            cut |= edge > y + (double) top / PANGO_SCALE + 1 && edge < y + (double) bottom / PANGO_SCALE - 1;
          }
        while (pango_layout_iter_next_line (iter));
        pango_layout_iter_free (iter);
        g_test_message ("“%.30s…” from %g px: a line cut across: %d", gtk_label_get_text (label),
                        bounds.origin.y, cut);
        if (cut)
          g_error ("the check-in on a phone at text scale 1.5: “%s” cut across a line at the top of what scrolls "
                   "(it starts at %g px)", gtk_label_get_text (label), bounds.origin.y);
      }
  }
}

static void
test_phone_large_text (void)
{
  HeraldWindow *window;
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };
  AdwMessageDialog *dialog;

  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", DPI_SCALE (1.5), NULL);
  window = herald_test_window_show (SHIP_LANDS, PHONE_WIDTH, PHONE_HEIGHT);

  herald_window_start_roll (window, &ship);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "attack"));
  check_fits (window, dialog, "attack", TRUE);
  check_first_focus_in_view (dialog);
  /* a refusal shows in view, above what scrolls, and goes again */
  {
    g_autoptr(GPtrArray) spins = herald_test_find_widgets (adw_message_dialog_get_extra_child (dialog), GTK_TYPE_SPIN_BUTTON);
    g_autofree char *body = g_strdup (adw_message_dialog_get_body (dialog));
    g_autoptr(GPtrArray) shown = NULL;

    /* Anna's cities: none, with her two walls */
    gtk_spin_button_set_value (spins->pdata[0], 0);
    herald_test_run_for (300);
    herald_test_flush ();
    g_assert_false (adw_message_dialog_get_response_enabled (dialog, "attack"));
    shown = labels_showing (GTK_WIDGET (dialog), adw_message_dialog_get_body (dialog));
    g_test_message ("refused: %s", adw_message_dialog_get_body (dialog));
    g_assert_cmpuint (shown->len, ==, 1);
    g_assert_null (gtk_widget_get_ancestor (shown->pdata[0], GTK_TYPE_SCROLLED_WINDOW));
    gtk_spin_button_set_value (spins->pdata[0], 3);
    herald_test_flush ();
    g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, body);
    check_fits (window, dialog, "attack", TRUE);
  }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "form.accept", NULL));
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "continue"));
  check_fits (window, dialog, "continue", TRUE);
  check_loser_in_view (dialog, "Cleo");

  herald_test_respond (dialog, "continue");
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "walled"));
  /* a short body, nothing under it: it stays libadwaita's */
  check_fits (window, dialog, "walled", FALSE);
  check_fits (window, dialog, "later", FALSE);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", DPI_SCALE (1.0), NULL);
}

/* Every focus change in every window, as "Window: Widget “label”" */
static GPtrArray *focus_log;

static const char *
widget_text (GtkWidget *widget)
{
  if (widget == NULL)
    return "nothing";
  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    return gtk_button_get_label (GTK_BUTTON (widget));
  if (ADW_IS_PREFERENCES_ROW (widget))
    return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget));
  return G_OBJECT_TYPE_NAME (widget);
}

/* A focus that leaves for nothing (a button turned off) is not told to a screen reader: not
 * logged */
static void
focus_changed_cb (GtkWindow *window)
{
  GtkWidget *focus = gtk_window_get_focus (window);
  char *line;

  if (focus == NULL)
    return;
  line = g_strdup_printf ("%s: %s", ADW_IS_MESSAGE_DIALOG (window) ? adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (window))
                                                                          : "window",
                                widget_text (focus));

  g_test_message ("focus %s", line);
  g_ptr_array_add (focus_log, line);
}

static void
toplevels_changed_cb (GListModel *toplevels)
{
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (g_object_get_data (window, "focus-logged") == NULL)
        {
          g_object_set_data (window, "focus-logged", GINT_TO_POINTER (TRUE));
          g_signal_connect (window, "notify::focus-widget", G_CALLBACK (focus_changed_cb), NULL);
        }
    }
}

/* The focus changes logged since the last call, each checked against @expected in turn */
static void
check_focus_moves (const char * const *expected)
{
  guint n = g_strv_length ((char **) expected);

  for (guint i = 0; i < focus_log->len; i++)
    g_test_message ("moved %u: %s", i + 1, (char *) focus_log->pdata[i]);
  for (guint i = 0; i < MIN (n, focus_log->len); i++)
    g_assert_cmpstr (focus_log->pdata[i], ==, expected[i]);
  g_assert_cmpuint (focus_log->len, ==, n);
  g_ptr_array_set_size (focus_log, 0);
}

/* Newcomer report 18, N18-6: after Fight the focus went through five widgets in 0.3 s, in the
 * window behind the dialog and in the result's dialog (a row, then Continue); a screen reader
 * was handed each of them. It moves once per dialog: in the result to Continue, to Later, then
 * back in the window to End Turn. */
static void
test_focus_once (void)
{
  HeraldWindow *window = herald_test_window_show (SHIP_LANDS, 1280, 800);
  GListModel *toplevels = gtk_window_get_toplevels ();
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };
  AdwMessageDialog *dialog;
  gulong handler;

  focus_log = g_ptr_array_new_with_free_func (g_free);
  handler = g_signal_connect (toplevels, "items-changed", G_CALLBACK (toplevels_changed_cb), NULL);
  toplevels_changed_cb (toplevels);

  /* the player's focus on Roll, as after Space */
  herald_window_restore_focus (window);
  herald_test_flush ();
  g_assert_cmpstr (widget_text (gtk_window_get_focus (GTK_WINDOW (window))), ==, "_Roll");
  herald_window_start_roll (window, &ship);
  herald_test_run_for (500);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_ptr_array_set_size (focus_log, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "form.accept", NULL));
  herald_test_run_for (800);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_true (adw_message_dialog_has_response (dialog, "continue"));
  /* in the result only, never behind it, and once: to Continue as it maps (it went to the
   * first row, then to Continue: issue 11) */
  check_focus_moves ((const char *[]) { "The Barbarians Win: _Continue", NULL });

  herald_test_respond (dialog, "continue");
  herald_test_run_for (800);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_true (adw_message_dialog_has_response (dialog, "walled"));
  check_focus_moves ((const char *[]) { "Which City Does Cleo Lose?: _Later", NULL });

  herald_test_respond (dialog, "unwalled");
  herald_test_run_for (800);
  herald_test_flush ();
  check_focus_moves ((const char *[]) { "window: _End Turn", NULL });

  g_signal_handler_disconnect (toplevels, handler);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  g_clear_pointer (&focus_log, g_ptr_array_unref);
}

/* What a dialog answered saw as it left the screen: whether the next one was mapped, active */
typedef struct
{
  AdwMessageDialog *next;  /* the dialog expected next */
  gboolean          left;
  gboolean          next_mapped;
  gboolean          next_active;
} Leaving;

static void
answered_unmap_cb (GtkWidget *dialog,
                   Leaving   *leaving)
{
  HeraldWindow *window = HERALD_WINDOW (gtk_window_get_transient_for (GTK_WINDOW (dialog)));
  GListModel *toplevels = gtk_window_get_toplevels ();

  leaving->left = TRUE;
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (GTK_WIDGET (w) != dialog && ADW_IS_MESSAGE_DIALOG (w) &&
          gtk_window_get_transient_for (w) == GTK_WINDOW (window) && gtk_widget_get_mapped (GTK_WIDGET (w)))
        {
          leaving->next_mapped = TRUE;
          leaving->next_active |= gtk_window_is_active (w);
        }
    }
  g_test_message ("“%s” leaves the screen: the next dialog %s, %s", adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)),
                  leaving->next_mapped ? "mapped" : "not mapped", leaving->next_active ? "active" : "not active");
}

/* @dialog answered with @response: it leaves the screen only once the next dialog is the
 * active window; returns that dialog */
static AdwMessageDialog *
answer_until_next (HeraldWindow     *window,
                   AdwMessageDialog *dialog,
                   const char       *response)
{
  Leaving leaving = { NULL };
  AdwMessageDialog *next;

  g_object_ref (dialog);
  g_signal_connect (dialog, "unmap", G_CALLBACK (answered_unmap_cb), &leaving);
  if (response == NULL)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "form.accept", NULL));
  else
    g_signal_emit_by_name (herald_test_response_button (dialog, response), "clicked");
  herald_test_run_for (800);
  herald_test_flush ();
  next = herald_test_open_dialog (window, TRUE);
  g_assert_nonnull (next);
  g_assert_true (next != dialog);
  g_assert_true (leaving.left);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_signal_handlers_disconnect_by_data (dialog, &leaving);
  g_object_unref (dialog);
  /* "Herald frame." between them (tester report 44): the window had the focus meanwhile */
  g_assert_true (leaving.next_mapped);
  g_assert_true (leaving.next_active);
  return next;
}

/* A dialog answered stays on the screen until the next one is active, so the focus goes from
 * one to the next and never to the window between them: Orca said "Herald frame." between
 * the check-in and the attack's result, and between the result and the city given up (tester
 * report 44). The last one answered goes as the window finds no other to show. */
static void
test_dialog_to_dialog (void)
{
  HeraldWindow *window = herald_test_window_show (SHIP_LANDS, 1280, 800);
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };
  AdwMessageDialog *dialog;

  herald_window_start_roll (window, &ship);
  herald_test_run_for (500);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, TRUE);
  g_assert_true (adw_message_dialog_has_response (dialog, "attack"));
  g_assert_true (herald_test_wait_until (herald_test_window_is_active, dialog, 5000));

  dialog = answer_until_next (window, dialog, NULL);
  g_assert_true (adw_message_dialog_has_response (dialog, "continue"));
  g_assert_true (herald_test_wait_until (herald_test_window_is_active, dialog, 5000));
  dialog = answer_until_next (window, dialog, "continue");
  g_assert_true (adw_message_dialog_has_response (dialog, "walled"));

  /* the last: gone once the window has looked for the next */
  g_signal_connect_swapped (dialog, "destroy", G_CALLBACK (g_nullify_pointer), &dialog);
  herald_test_respond (dialog, "unwalled");
  herald_test_run_for (300);
  herald_test_flush ();
  g_assert_null (dialog);
  g_assert_null (herald_test_open_dialog (window, TRUE));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Referee 21, R21-1 (RULES.md A7.4, A15): in the first edition Cleo's two unwalled cities
 * differ only in sabotage (Anna's Saboteur on city 0). Pillaged, Cleo chooses which she loses:
 * the dialog offers the sabotaged and the intact city (no walled one), and the intact one
 * chosen leaves her the sabotaged city. Before, Herald took the sabotaged one without asking. */
#define SABOTAGED_START "{\"round\": 3, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": [" \
  "{\"settlements\": 0, \"cities\": 2, \"knights\": [{\"level\": 2, \"active\": true}], \"progress_cards\": [\"saboteur\"]}," \
  "{\"settlements\": 0, \"cities\": 2, \"knights\": [{\"level\": 1, \"active\": true}]}," \
  "{\"settlements\": 0, \"cities\": 2}]}"

static void
perform (HeraldWindow *window,
         HeraldAction *action)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (herald_session_perform (herald_window_get_session (window), action, &error));
  g_assert_no_error (error);
  herald_test_flush ();
}

static void
test_sabotaged_or_intact (void)
{
  HeraldWindow *window = herald_test_window_new ("{\"edition\": \"first-edition\", \"progress_cards\": \"digital\"}",
                                                 SABOTAGED_START);
  HeraldRoll trade = { .event = HERALD_EVENT_TRADE, .red = 5, .white = 3 };
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 1, .white = 2 };
  const HeraldState *state;
  AdwMessageDialog *dialog;
  HeraldAction action;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  herald_action_init (&action, HERALD_ACTION_ROLL, HERALD_UNSET);
  action.roll = trade;
  perform (window, &action);
  herald_action_init (&action, HERALD_ACTION_PLAY_CARD, 0);
  action.card = HERALD_CARD_SABOTEUR;
  action.target = 2;
  action.city = 0;
  perform (window, &action);
  herald_action_init (&action, HERALD_ACTION_END_TURN, HERALD_UNSET);
  perform (window, &action);

  herald_window_start_roll (window, &ship);
  herald_test_run_for (500);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "form.accept", NULL));
  herald_test_run_for (500);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_true (adw_message_dialog_has_response (dialog, "continue"));
  herald_test_respond (dialog, "continue");
  herald_test_run_for (500);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Which City Does Cleo Lose?");
  g_assert_true (adw_message_dialog_has_response (dialog, "unwalled-sabotaged"));
  g_assert_true (adw_message_dialog_has_response (dialog, "unwalled-intact"));
  g_assert_false (adw_message_dialog_has_response (dialog, "walled-sabotaged"));
  g_assert_false (adw_message_dialog_has_response (dialog, "walled"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "sabotaged or intact"));

  herald_test_respond (dialog, "unwalled-intact");
  herald_test_run_for (500);
  herald_test_flush ();
  state = herald_game_get_state (herald_window_get_game (window));
  g_assert_cmpuint (state->n_pending, ==, 0);
  g_assert_cmpuint (state->players[2].n_cities, ==, 1);
  g_assert_true (state->players[2].cities[0].sabotaged);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Tester report 30, N30-15 (RULES.md A19.1, A17.5, A7.5): Anna builds a wall with an ordinary
 * city and a metropolis; Herald is not told which city it stands under. The check-in asks
 * (for her alone), the table answers "under the metropolis", and the barbarians' pillage of
 * her ordinary city leaves her the wall. Before, the check-in did not ask and the wall went. */
#define METROPOLIS_WALL_START "{\"round\": 3, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": [" \
  "{\"settlements\": 0, \"cities\": 2, \"metropolises\": [\"science\"], \"improvements\": {\"science\": 4}}," \
  "{\"settlements\": 0, \"cities\": 1}," \
  "{\"settlements\": 0, \"cities\": 1}]}"

static void
test_metropolis_wall_asked (void)
{
  HeraldWindow *window = herald_test_window_new (NULL, METROPOLIS_WALL_START);
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 1, .white = 2 };
  g_autoptr(GPtrArray) spins = NULL;
  GtkSpinButton *under = NULL;
  AdwMessageDialog *dialog;
  HeraldAction action;
  HeraldGame *game;
  guint asked = 0;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  herald_action_init (&action, HERALD_ACTION_ROLL, HERALD_UNSET);
  action.roll = (HeraldRoll) { .event = HERALD_EVENT_TRADE, .red = 5, .white = 3 };
  perform (window, &action);
  herald_action_init (&action, HERALD_ACTION_BUILD_WALL, 0);
  perform (window, &action);
  herald_action_init (&action, HERALD_ACTION_END_TURN, HERALD_UNSET);
  perform (window, &action);
  game = herald_window_get_game (window);
  g_assert_cmpuint (herald_game_get_metropolis_walls (game, 0), ==, 0);

  herald_window_start_roll (window, &ship);
  herald_test_run_for (500);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "The Barbarians Land!");
  spins = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON);
  for (guint i = 0; i < spins->len; i++)
    {
      GtkWidget *row = gtk_widget_get_ancestor (spins->pdata[i], ADW_TYPE_PREFERENCES_ROW);

      if (row != NULL &&
          g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), "Walls under metropolises") == 0)
        {
          under = spins->pdata[i];
          asked++;
        }
    }
  g_assert_cmpuint (asked, ==, 1);
  g_assert_nonnull (under);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (under), ==, 0);
  /* one Tab stop: the count, not its row too */
  g_assert_false (gtk_widget_get_focusable (gtk_widget_get_ancestor (GTK_WIDGET (under), ADW_TYPE_PREFERENCES_ROW)));
  gtk_spin_button_set_value (under, 1);
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "attack"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "form.accept", NULL));
  herald_test_run_for (500);
  herald_test_flush ();

  /* Anna lost her ordinary city; the wall under the metropolis stays */
  g_assert_cmpuint (herald_game_get_state (game)->players[0].n_cities, ==, 1);
  g_assert_cmpuint (herald_game_get_walls (game, 0), ==, 1);
  g_assert_cmpuint (herald_game_get_metropolis_walls (game, 0), ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* The button labelled @label shown in @root, or %NULL */
static GtkWidget *
shown_button (GtkWidget  *root,
              const char *label)
{
  g_autoptr(GPtrArray) buttons = herald_test_find_widgets (root, GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    if (gtk_widget_get_mapped (buttons->pdata[i]) &&
        g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), label) == 0)
      return buttons->pdata[i];
  return NULL;
}

/* Newcomer report 18, N18-6: Resume Game gave the focus to the turn's scrolled pane ("Turn")
 * first, then to Roll 0.75 s later. It goes to Roll, once. */
static void
test_resume_focus_once (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 1280, 800);
  HeraldSession *session = herald_window_get_session (window);
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWidget *resume;
  gulong handler;

  herald_test_run_for (1000);
  herald_session_close (session);
  herald_test_run_for (1000);
  resume = shown_button (GTK_WIDGET (window), "_Resume Game");
  g_assert_nonnull (resume);
  g_assert_true (gtk_widget_grab_focus (resume));
  herald_test_flush ();

  focus_log = g_ptr_array_new_with_free_func (g_free);
  handler = g_signal_connect (toplevels, "items-changed", G_CALLBACK (toplevels_changed_cb), NULL);
  toplevels_changed_cb (toplevels);
  g_signal_emit_by_name (resume, "clicked");
  herald_test_run_for (2000);
  herald_test_flush ();
  check_focus_moves ((const char *[]) { "window: _Roll", NULL });

  g_signal_handler_disconnect (toplevels, handler);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  g_clear_pointer (&focus_log, g_ptr_array_unref);
}

/* Tester report 31, N31-5: an active knight switched off in the check-in still said "Active"
 * under it, while the verdict above counted it out. Its row follows its switch. */
static void
test_knight_switched_off (void)
{
  HeraldWindow *window = herald_test_window_show (SHIP_LANDS, 1280, 800);
  GtkWidget *dialog = GTK_WIDGET (herald_check_in_dialog_new (GTK_WINDOW (window),
                                                              herald_session_get_game (herald_window_get_session (window))));
  g_autoptr(GPtrArray) switches = herald_test_find_widgets (dialog, GTK_TYPE_SWITCH);

  g_assert_cmpuint (switches->len, ==, 2);
  for (guint i = 0; i < switches->len; i++)
    {
      GtkSwitch *toggle = switches->pdata[i];
      AdwActionRow *row = ADW_ACTION_ROW (gtk_widget_get_ancestor (GTK_WIDGET (toggle), ADW_TYPE_ACTION_ROW));

      g_assert_true (gtk_switch_get_active (toggle));
      g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "Active");
      gtk_switch_set_active (toggle, FALSE);
      g_test_message ("switched off: %s", adw_action_row_get_subtitle (row));
      g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "Inactive");
      gtk_switch_set_active (toggle, TRUE);
      g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "Active");
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Tester report 48, N48-5: the check-in's verdict ("Barbarians 11 against knights 6: the
 * barbarians would win") is centred as the message above it, on two lines as on one */
static void
test_verdict_centred (void)
{
  HeraldWindow *window = herald_test_window_show (SHIP_LANDS, 1280, 800);
  GtkWidget *dialog = GTK_WIDGET (herald_check_in_dialog_new (GTK_WINDOW (window),
                                                              herald_session_get_game (herald_window_get_session (window))));
  g_autoptr(GPtrArray) labels = herald_test_find_widgets (dialog, GTK_TYPE_LABEL);
  guint verdicts = 0;

  for (guint i = 0; i < labels->len; i++)
    if (g_str_has_prefix (gtk_label_get_text (labels->pdata[i]), "Barbarians "))
      {
        g_test_message ("“%s”: justified %d", gtk_label_get_text (labels->pdata[i]),
                        gtk_label_get_justify (labels->pdata[i]));
        g_assert_cmpint (gtk_label_get_justify (labels->pdata[i]), ==, GTK_JUSTIFY_CENTER);
        verdicts++;
      }
  g_assert_cmpuint (verdicts, ==, 1);
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* the word a Fiesepeter knight's check box shows: its row's title */
static const char *
shown_word (GtkCheckButton *button)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW);

  g_assert_nonnull (row);
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
}

/* Tester report 42, N42-4: on a phone with Fiesepeter, the check box and its word beside a
 * knight's switch left the knight's name a column a few letters wide ("Might-y knigh-t" at text
 * scale 1.5, "C-a-v-al-ie-re p-o-t-e-n-t-e" in Italian). Every knight's name in the check-in
 * (and each row's word) is laid out no narrower than its widest word: no word is broken. */
static void
check_knight_words (GtkWidget *dialog)
{
  g_autoptr(GPtrArray) rows = herald_test_find_widgets (dialog, ADW_TYPE_ACTION_ROW);
  guint knights = 0;

  for (guint i = 0; i < rows->len; i++)
    {
      const char *title = adw_preferences_row_get_title (rows->pdata[i]);
      g_autoptr(GPtrArray) labels = herald_test_find_widgets (rows->pdata[i], GTK_TYPE_LABEL);
      gboolean knight = strstr (title, "knight") != NULL;

      if (!knight && g_strcmp0 (title, "Fights") != 0 && g_strcmp0 (title, "Held back") != 0)
        continue;
      knights += knight;
      for (guint l = 0; l < labels->len; l++)
        {
          GtkLabel *label = labels->pdata[l];
          g_autoptr(PangoLayout) layout = NULL;
          int widest = 0;

          if (g_strcmp0 (gtk_label_get_text (label), title) != 0)
            continue;
          layout = gtk_widget_create_pango_layout (GTK_WIDGET (label), title);
          pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
          pango_layout_set_width (layout, 0);
          pango_layout_get_pixel_size (layout, &widest, NULL);
          g_test_message ("“%s”: %d px, its widest word %d px", title, gtk_widget_get_width (GTK_WIDGET (label)), widest);
          g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (label)), >=, widest);
        }
    }
  /* Anna's strong knight and Ben's basic knight */
  g_assert_cmpuint (knights, ==, 2);
}

static void
test_fiesepeter_phone_words (void)
{
  HeraldWindow *window;
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };
  AdwMessageDialog *dialog;

  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", DPI_SCALE (1.5), NULL);
  window = herald_test_window_new ("{\"variants\": {\"fiesepeter\": true}}", SHIP_LANDS);
  gtk_window_set_default_size (GTK_WINDOW (window), PHONE_WIDTH, PHONE_HEIGHT);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_wait_for_width (window, PHONE_WIDTH);
  herald_window_start_roll (window, &ship);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "attack"));
  herald_test_run_for (300);
  herald_test_flush ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (dialog)), <=, PHONE_WIDTH);
  check_knight_words (GTK_WIDGET (dialog));
  {
    g_autoptr(GPtrArray) fights = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_CHECK_BUTTON);

    /* held back: the word changes, and still fits */
    g_assert_cmpuint (fights->len, ==, 2);
    gtk_check_button_set_active (fights->pdata[0], FALSE);
    herald_test_run_for (100);
    herald_test_flush ();
    check_knight_words (GTK_WIDGET (dialog));
  }

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", DPI_SCALE (1.0), NULL);
}

/* Tester report 32, N32-8: with Fiesepeter, a knight held back from the fight still read
 * "Fights" on its button, only a lighter grey. The word follows it ("Held back"), its name
 * stays. A screen reader hears a check box, checked while the knight fights: a toggle button
 * before, its pressed state was not said, and a knight held back was heard as "Anna's mighty
 * knight fights" (tester report 41, N41-9). */
static void
test_fiesepeter_held_back (void)
{
  HeraldWindow *window = herald_test_window_new ("{\"variants\": {\"fiesepeter\": true}}", SHIP_LANDS);
  GtkWidget *dialog;
  g_autoptr(GPtrArray) fights = NULL;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();
  dialog = GTK_WIDGET (herald_check_in_dialog_new (GTK_WINDOW (window),
                                                   herald_session_get_game (herald_window_get_session (window))));
  fights = herald_test_find_widgets (dialog, GTK_TYPE_CHECK_BUTTON);
  g_assert_cmpuint (fights->len, ==, 2);
  for (guint i = 0; i < fights->len; i++)
    {
      GtkCheckButton *button = fights->pdata[i];
      g_autofree char *name = herald_test_accessible_property (GTK_WIDGET (button), GTK_ACCESSIBLE_PROPERTY_LABEL);

      g_assert_nonnull (strstr (name, "fights"));
      g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (button)), ==, GTK_ACCESSIBLE_ROLE_CHECKBOX);
      g_assert_true (gtk_check_button_get_active (button));
      g_assert_cmpstr (shown_word (button), ==, "Fights");
      gtk_test_accessible_assert_state (button, GTK_ACCESSIBLE_STATE_CHECKED, GTK_ACCESSIBLE_TRISTATE_TRUE);
      gtk_check_button_set_active (button, FALSE);
      g_test_message ("held back: %s", shown_word (button));
      g_assert_cmpstr (shown_word (button), ==, "Held back");
      gtk_test_accessible_assert_state (button, GTK_ACCESSIBLE_STATE_CHECKED, GTK_ACCESSIBLE_TRISTATE_FALSE);
      {
        g_autofree char *held_name = herald_test_accessible_property (GTK_WIDGET (button), GTK_ACCESSIBLE_PROPERTY_LABEL);

        g_assert_cmpstr (held_name, ==, name);
      }
      gtk_check_button_set_active (button, TRUE);
      g_assert_cmpstr (shown_word (button), ==, "Fights");
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Correct Pieces' switch "The barbarians have attacked" (A8.3, A9.1): a game entered in
 * progress without New Game's switch, and with no Defender card or pillaged city to show the
 * attack, says so there: the correction sets `first_attack_done`, the robber may move, and
 * Undo takes it back. Against a Defender card the switch cannot go off, and the dialog says
 * why; with the robber active from the start (and no friendly barbarians) it is not offered. */
static void
test_correct_attacked (void)
{
  g_autoptr(HeraldSession) session = herald_test_session_at (
    "{\"round\": 4, \"players\": [{\"cities\": 1, \"knights\": [{\"level\": 1, \"active\": true}]}, "
    "{\"cities\": 1}, {\"cities\": 1}]}", TRUE);
  g_autoptr(HeraldSession) from_start = herald_session_new (NULL);
  g_autoptr(JsonNode) node = json_from_string ("{\"round\": 4}", NULL);
  g_autoptr(GPtrArray) switches = NULL;
  g_autoptr(GPtrArray) spins = NULL;
  g_autoptr(GError) error = NULL;
  HeraldGame *game = herald_session_get_game (session);
  HeraldRules rules;
  GtkSwitch *attacked;
  GtkWidget *row;
  gpointer dialog;
  HeraldAction action;

  g_assert_false (herald_game_robber_may_move (game));
  dialog = herald_correct_dialog_new (NULL, game, 1);
  switches = herald_test_find_widgets (adw_message_dialog_get_extra_child (dialog), GTK_TYPE_SWITCH);
  /* the metropolises' switches, then this one */
  g_assert_cmpuint (switches->len, ==, HERALD_N_TRACKS + 1);
  attacked = switches->pdata[HERALD_N_TRACKS];
  row = gtk_widget_get_ancestor (GTK_WIDGET (attacked), ADW_TYPE_ACTION_ROW);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "The barbarians have attacked");
  g_assert_false (gtk_switch_get_active (attacked));
  g_assert_false (herald_correct_dialog_get_action (dialog, &action));
  gtk_switch_set_active (attacked, TRUE);
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "correct"));
  g_assert_true (herald_correct_dialog_get_action (dialog, &action));
  g_assert_cmpint (action.correction.first_attack_done, ==, 1);
  g_assert_cmpint (action.correction.defender, ==, HERALD_UNSET);
  g_assert_cmpint (action.correction.cities, ==, HERALD_UNSET);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_true (herald_session_perform (session, &action, &error));
  g_assert_no_error (error);
  g_assert_true (herald_game_robber_may_move (game));
  g_assert_true (herald_session_get_state (session)->first_attack_done);
  /* the history's row: a correction of the table, not "The progress card decks were
   * arranged" (nor for the walls under metropolises alone) */
  {
    g_autofree char *row_text = herald_text_describe_action (game, herald_game_get_action (game, 1));
    g_autofree char *walls_text = NULL;
    HeraldAction walls;

    g_assert_cmpstr (row_text, ==, "Ben’s pieces were corrected");
    herald_action_init (&walls, HERALD_ACTION_CORRECT, 0);
    walls.correction.metropolis_walls = 1;
    walls_text = herald_text_describe_action (game, &walls);
    g_assert_cmpstr (walls_text, ==, "Anna’s pieces were corrected: Walls under metropolises 1");
  }

  /* Undo takes it back; Redo gives it again */
  g_assert_true (herald_session_undo (session, &error));
  g_assert_no_error (error);
  g_assert_false (herald_game_robber_may_move (herald_session_get_game (session)));
  g_assert_true (herald_session_redo (session, &error));
  g_assert_no_error (error);
  game = herald_session_get_game (session);
  g_assert_true (herald_game_robber_may_move (game));

  /* Ben's Defender card shows the attack: the switch cannot go off with it */
  dialog = herald_correct_dialog_new (NULL, game, 1);
  g_clear_pointer (&switches, g_ptr_array_unref);
  switches = herald_test_find_widgets (adw_message_dialog_get_extra_child (dialog), GTK_TYPE_SWITCH);
  spins = herald_test_find_widgets (adw_message_dialog_get_extra_child (dialog), GTK_TYPE_SPIN_BUTTON);
  attacked = switches->pdata[HERALD_N_TRACKS];
  g_assert_true (gtk_switch_get_active (attacked));
  gtk_spin_button_set_value (spins->pdata[4], 1);                   /* Defender of Catan cards */
  gtk_switch_set_active (attacked, FALSE);
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "correct"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "Defender of Catan card or pillaged city shows"));
  gtk_spin_button_set_value (spins->pdata[4], 0);
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "correct"));
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* the robber moves from the start: nothing to say (one game open at a time) */
  g_clear_object (&session);
  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  rules.robber_from_start = TRUE;
  herald_session_new_game_at (from_start, &rules, herald_test_players, 3, node, &error);
  g_assert_no_error (error);
  dialog = herald_correct_dialog_new (NULL, herald_session_get_game (from_start), 0);
  g_clear_pointer (&switches, g_ptr_array_unref);
  switches = herald_test_find_widgets (adw_message_dialog_get_extra_child (dialog), GTK_TYPE_SWITCH);
  for (guint i = 0; i < switches->len; i++)
    {
      row = gtk_widget_get_ancestor (switches->pdata[i], ADW_TYPE_ACTION_ROW);
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), !=, "The barbarians have attacked");
    }
  g_assert_cmpuint (switches->len, ==, HERALD_N_TRACKS + 2);  /* the Printer, the Constitution */
  gtk_window_destroy (GTK_WINDOW (dialog));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "barbarian dialogs"))
    return 0;
  herald_a11y_install ();

  g_test_add_func ("/herald/barbarian-dialogs/phone-large-text", test_phone_large_text);
  g_test_add_func ("/herald/barbarian-dialogs/focus-once", test_focus_once);
  g_test_add_func ("/herald/barbarian-dialogs/resume-focus-once", test_resume_focus_once);
  g_test_add_func ("/herald/barbarian-dialogs/dialog-to-dialog", test_dialog_to_dialog);
  g_test_add_func ("/herald/barbarian-dialogs/sabotaged-or-intact", test_sabotaged_or_intact);
  g_test_add_func ("/herald/barbarian-dialogs/metropolis-wall-asked", test_metropolis_wall_asked);
  g_test_add_func ("/herald/barbarian-dialogs/knight-switched-off", test_knight_switched_off);
  g_test_add_func ("/herald/barbarian-dialogs/verdict-centred", test_verdict_centred);
  g_test_add_func ("/herald/barbarian-dialogs/fiesepeter-held-back", test_fiesepeter_held_back);
  g_test_add_func ("/herald/barbarian-dialogs/fiesepeter-phone-words", test_fiesepeter_phone_words);
  g_test_add_func ("/herald/barbarian-dialogs/correct-attacked", test_correct_attacked);

  return g_test_run ();
}
