/* test-layout-windows.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The windows and dialogs over a phone's window fit it (issue 11): Enter Dice, Keyboard
 * Shortcuts, New Game, the Rules Reference, a hand and the attack's result at 360 × 640; the
 * tracks' names on the page of players; the hand's text at 1280 × 800; a game only looked at
 * and the winning step's toast. Split from test-layout.c (layout-test-utils.c: what they
 * share). Needs a display: meson runs it under xvfb-run; without either it reports a skip. */

#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>

#include <adwaita.h>

#include "herald-application.h"
#include "herald-card-columns.h"
#include "herald-dice-panel.h"
#include "herald-new-game-dialog.h"
#include "herald-player-card.h"
#include "herald-player-card-private.h"
#include "herald-roll-dialog.h"
#include "herald-resources.h"
#include "herald-session.h"
#include "herald-text.h"
#include "herald-track-rows.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "layout-test-utils.h"
#include "herald-window.h"
#include <string.h>

#include "herald-window-private.h"

/* @button is drawn and treated as off: insensitive, and no action that would run */
static void
check_off (GtkWidget  *button,
           const char *what,
           guint       player)
{
  if (gtk_widget_get_visible (button) && gtk_widget_is_sensitive (button))
    g_error ("an only-looking window: player %u's %s is sensitive (action %s)", player, what,
             GTK_IS_ACTIONABLE (button) ? gtk_actionable_get_action_name (GTK_ACTIONABLE (button)) : "none");
}

/* A game open in another Herald, opened here only to look at ("Only looking"): the cards'
 * +/− buttons, levels, knights' slots and badges are off, as they do nothing (breaker report
 * 10, F13: the +/− buttons were drawn as enabled) */
static void
test_only_looking (void)
{
  HeraldWindow *window = open_window (1280, 800);
  HeraldSession *session = herald_window_get_session (window);
  HeraldRoll dice = { .event = HERALD_EVENT_TRADE, .red = 2, .white = 3 };
  g_autofree char *path = g_strdup (herald_session_get_save_path (session));
  g_autoptr(GError) error = NULL;
  HeraldAction knight;
  guint n_on = 0;

  /* Anna rolls and recruits a knight: her knight has a menu */
  g_assert_nonnull (path);
  g_assert_true (herald_session_roll (session, &dice, NULL, &error));
  g_assert_no_error (error);
  herald_action_init (&knight, HERALD_ACTION_BUILD_KNIGHT, 0);
  g_assert_true (herald_session_perform (session, &knight, &error));
  g_assert_no_error (error);
  herald_test_flush ();
  /* in this window, which has the game, Anna's buttons are on */
  {
    HeraldPlayerCard *card = g_ptr_array_index (window->cards, 0);

    for (guint k = 0; k < N_PIECES; k++)
      n_on += gtk_widget_is_sensitive (GTK_WIDGET (card->piece_plus[k]));
    g_assert_cmpuint (n_on, >, 0);
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (card->knight_button[0])));
    g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (card->knight_button[0])));
  }
  herald_session_close (session);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();

  /* another window opens it only to look at, as Resume does where another Herald has it */
  window = herald_window_new (NULL);
  session = herald_window_get_session (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_wait_for_width (window, 1280);
  herald_test_run_for (200);
  g_assert_true (herald_session_open (session, path, TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (herald_session_get_read_only (session));
  herald_test_run_for (400);
  herald_test_flush ();

  g_assert_cmpuint (window->cards->len, ==, 4);
  for (guint i = 0; i < window->cards->len; i++)
    {
      HeraldPlayerCard *card = g_ptr_array_index (window->cards, i);

      for (guint k = 0; k < N_PIECES; k++)
        {
          check_off (GTK_WIDGET (card->piece_plus[k]), "+", i);
          check_off (GTK_WIDGET (card->piece_minus[k]), "−", i);
        }
      for (guint k = 0; k < HERALD_MAX_KNIGHTS; k++)
        {
          check_off (GTK_WIDGET (card->recruit_button[k]), "knight's slot", i);
          check_off (GTK_WIDGET (card->knight_button[k]), "knight", i);
        }
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        for (guint l = 0; l < HERALD_MAX_LEVEL; l++)
          check_off (GTK_WIDGET (card->level_button[t][l]), "level", i);
      check_off (GTK_WIDGET (card->road_button), "Road", i);
      check_off (GTK_WIDGET (card->merchant_button), "Merchant", i);
    }
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (((HeraldPlayerCard *) window->cards->pdata[0])->knight_button[0])));
  g_assert_false (gtk_widget_is_sensitive (window->end_turn_button));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_run_for (50);
}

/* The toast on screen over @overlay (a child that is not its content), or %NULL */
static GtkWidget *
toast_on_screen (AdwToastOverlay *overlay)
{
  GtkWidget *content = adw_toast_overlay_get_child (overlay);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (overlay)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != content && gtk_widget_get_mapped (child))
      return child;
  return NULL;
}

/* The button of @root whose action is @action */
static GtkWidget *
find_action_button (GtkWidget  *root,
                    const char *action)
{
  g_autoptr(GPtrArray) buttons = herald_test_find_widgets (root, GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (buttons->pdata[i]), action) == 0)
      return buttons->pdata[i];
  return NULL;
}

/* The winning step's toast (with its Undo) never lies over the summary's buttons: "Back to
 * the Table" at the end of the page, scrolled to, was under it. At 360 × 640 and 1280 × 800,
 * text scale 1 and 1.5. */
static void
test_game_over_toast (void)
{
  static const struct { int width, height; double scale; } sizes[] = {
    { 360, 640, 1.0 }, { 360, 640, 1.5 }, { 1280, 800, 1.0 }, { 1280, 800, 1.5 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *where = g_strdup_printf ("%d × %d, text scale %g", sizes[i].width, sizes[i].height,
                                                sizes[i].scale);
      g_autoptr(HeraldGame) model = herald_test_game_new ("{\"victory_points\": 4, \"progress_cards\": \"physical\"}",
                                                          4, NULL);
      HeraldRules rules = *herald_game_get_rules (model);
      HeraldRoll dice = { .event = HERALD_EVENT_TRADE, .red = 2, .white = 3 };
      HeraldWindow *window = herald_window_new (NULL);
      HeraldSession *session = herald_window_get_session (window);
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) scrollers = NULL;
      GtkWidget *toast, *back, *button;
      graphene_rect_t toast_bounds, bounds;
      HeraldAction settlement;

      herald_test_set_text_scale (sizes[i].scale);
      g_assert_true (herald_session_new_game (session, &rules, four_players, 4, FALSE, &error));
      g_assert_no_error (error);
      gtk_window_set_default_size (GTK_WINDOW (window), sizes[i].width, sizes[i].height);
      gtk_window_present (GTK_WINDOW (window));
      herald_test_wait_for_width (window, sizes[i].width);
      herald_test_run_for (300);

      /* Anna's fourth point wins: the summary, and the step's toast with its Undo */
      herald_window_start_roll (window, &dice);
      herald_test_run_for (200);
      herald_action_init (&settlement, HERALD_ACTION_BUILD_SETTLEMENT, 0);
      g_assert_true (herald_window_perform (window, &settlement, TRUE));
      herald_test_run_for (700);
      herald_test_flush ();
      g_assert_cmpuint (herald_session_get_state (session)->phase, ==, HERALD_PHASE_OVER);
      g_assert_true (gtk_stack_get_visible_child (window->main_stack) == GTK_WIDGET (window->game_over_page));
      toast = toast_on_screen (window->toast_overlay);
      g_assert_nonnull (toast);

      /* the page scrolled to its end, as a player does to reach the buttons (the status
       * page scrolls in a scroller of its own) */
      scrollers = herald_test_find_widgets (GTK_WIDGET (window->game_over_page), GTK_TYPE_SCROLLED_WINDOW);
      for (guint k = 0; k < 3; k++)
        for (guint n = 0; n < scrollers->len; n++)
          {
            GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scrollers->pdata[n]);

            gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
            herald_test_run_for (100);
            herald_test_flush ();
          }
      g_assert_nonnull (toast_on_screen (window->toast_overlay));
      g_assert_true (gtk_widget_compute_bounds (toast, GTK_WIDGET (window), &toast_bounds));

      g_test_message ("%s: the window %d px high, the toast's bottom margin %d, the summary's %d", where,
                      gtk_widget_get_height (GTK_WIDGET (window)), gtk_widget_get_margin_bottom (toast),
                      gtk_widget_get_margin_bottom (adw_bin_get_child (ADW_BIN (window->game_over_page))));
      back = find_action_button (GTK_WIDGET (window->game_over_page), "game.show-table");
      g_assert_nonnull (back);
      for (guint b = 0; b < 2; b++)
        {
          button = b == 0 ? back : find_action_button (GTK_WIDGET (window->game_over_page), "app.new-game");
          g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (window), &bounds));
          g_test_message ("%s: %s from %g to %g, the toast from %g to %g", where,
                          gtk_button_get_label (GTK_BUTTON (button)), bounds.origin.y,
                          bounds.origin.y + bounds.size.height, toast_bounds.origin.y,
                          toast_bounds.origin.y + toast_bounds.size.height);
          if (graphene_rect_intersection (&bounds, &toast_bounds, NULL))
            g_error ("%s: the toast (%g to %g) lies over %s (%g to %g)", where, toast_bounds.origin.y,
                     toast_bounds.origin.y + toast_bounds.size.height, gtk_button_get_label (GTK_BUTTON (button)),
                     bounds.origin.y, bounds.origin.y + bounds.size.height);
          /* and the button is in sight */
          g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (GTK_WIDGET (window)));
        }

      gtk_window_destroy (GTK_WINDOW (window));
      herald_test_run_for (50);
    }
  herald_test_set_text_scale (1.0);
}

/* On a phone's page of players, at text scale 1 and 1.5, the tracks' names are read whole
 * beside their levels: "Politics ★" (with its metropolis) was cut to "Politic…" at 1.5. A name
 * too long for one line wraps between words. */
static void
check_phone_track_names (HeraldWindow *window,
                         double        scale)
{
  guint n_stars = 0;

  /* Anna takes the politics metropolis: "Politics ★" */
  herald_test_take_politics_metropolis (window);
  g_assert_true (window->narrow);
  adw_view_stack_set_visible_child_name (window->view_stack, "players");
  herald_test_run_for (400);
  herald_test_flush ();
  g_assert_cmpint (surface_width (window), ==, 360);

  for (guint i = 0; i < window->cards->len; i++)
    {
      HeraldPlayerCard *card = g_ptr_array_index (window->cards, i);
      HeraldTrackRows *rows = HERALD_TRACK_ROWS (gtk_widget_get_layout_manager (GTK_WIDGET (card->tracks_grid)));

      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (card)));
      /* the cards agree: the names beside their levels on each, or above them on each (the
       * card with "Politics ★" had them above, three lines taller than the others, fix50-2) */
      g_test_message ("text scale %g, card %u: names %s their levels", scale, i,
                      herald_track_rows_get_stacked (rows) ? "above" : "beside");
      g_assert_cmpint (herald_track_rows_get_stacked (rows), ==,
                       herald_track_rows_get_stacked (HERALD_TRACK_ROWS (gtk_widget_get_layout_manager (GTK_WIDGET (((HeraldPlayerCard *) window->cards->pdata[0])->tracks_grid)))));
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        {
          GtkLabel *label = card->track_label[t];
          const char *text = gtk_label_get_label (label);
          graphene_rect_t bounds;

          n_stars += g_str_has_suffix (text, "★");
          g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (label), GTK_WIDGET (card), &bounds));
          g_test_message ("text scale %g, card %u: “%s” %g px wide, %d lines", scale, i, text,
                          bounds.size.width, pango_layout_get_line_count (gtk_label_get_layout (label)));
          if (pango_layout_is_ellipsized (gtk_label_get_layout (label)))
            g_error ("text scale %g: “%s” is cut in %g px", scale, text, bounds.size.width);
          check_word_breaks (label);
          g_assert_cmpfloat (bounds.origin.x, >=, 0);
          g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (GTK_WIDGET (card)));
        }
    }
  g_assert_cmpuint (n_stars, ==, 1);
}

static void
test_phone_track_names (void)
{
  at_phone_text_scales (check_phone_track_names);
}

/* Enter Dice made 360 px wide, at text scale 1 and 1.5: the event die's names wrap between
 * words inside their buttons ("Science gate" ran over its button's edge at 1.5, then broke as
 * "Scienc-e gate") */
static void
check_phone_enter_dice (HeraldWindow *window,
                        double        scale)
{
  HeraldRollDialog *dialog;
  g_autoptr(GPtrArray) buttons = NULL;
  guint n_events = 0;

  dialog = herald_roll_dialog_new (GTK_WINDOW (window), herald_session_get_game (herald_window_get_session (window)),
                                   HERALD_ROLL_DIALOG_ENTER);
  gtk_window_set_default_size (GTK_WINDOW (dialog), 360, 640);
  gtk_window_present (GTK_WINDOW (dialog));
  herald_test_wait_for_width (dialog, 360);
  herald_test_run_for (400);

  buttons = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_TOGGLE_BUTTON);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = buttons->pdata[i];
      GtkWidget *content = gtk_button_get_child (GTK_BUTTON (button));
      GtkWidget *label;
      graphene_rect_t bounds;

      if (!GTK_IS_BOX (content))
        continue;  /* a die's face: a number */
      /* the name: after the event's icon, before the check mark of a chosen face */
      label = gtk_widget_get_prev_sibling (gtk_widget_get_last_child (content));
      g_assert_true (GTK_IS_LABEL (label));
      n_events++;
      check_word_breaks (GTK_LABEL (label));
      g_assert_true (gtk_widget_compute_bounds (label, button, &bounds));
      g_test_message ("%s: %g px wide from %g in a button %d px wide", gtk_label_get_label (GTK_LABEL (label)),
                      bounds.size.width, bounds.origin.x, gtk_widget_get_width (button));
      g_assert_cmpfloat (bounds.origin.x, >=, 0);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (button));
    }
  g_assert_cmpuint (n_events, ==, 4);
  /* and the dialog not wider than the phone to make room for them */
  g_assert_cmpint (gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (dialog))), ==, 360);

  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
test_phone_enter_dice (void)
{
  at_phone_text_scales (check_phone_enter_dice);
}

/* The window shown over @window, other than @window, or %NULL */
static GtkWindow *
window_over (HeraldWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (gtk_window_get_transient_for (w) == GTK_WINDOW (window) && gtk_widget_get_mapped (GTK_WIDGET (w)))
        return w;
    }

  return NULL;
}

/* Whether @node, or a node in it, is a border at least @width px wide: the outline of a
 * widget @width px wide (its focus ring), not the frame of a key inside it */
static gboolean
has_wide_border (GskRenderNode *node,
                 float          width)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_BORDER_NODE:
      return gsk_border_node_get_outline (node)->bounds.size.width >= width;
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        if (has_wide_border (gsk_container_node_get_child (node, i), width))
          return TRUE;
      return FALSE;
    case GSK_TRANSFORM_NODE:
      return has_wide_border (gsk_transform_node_get_child (node), width);
    case GSK_CLIP_NODE:
      return has_wide_border (gsk_clip_node_get_child (node), width);
    case GSK_ROUNDED_CLIP_NODE:
      return has_wide_border (gsk_rounded_clip_node_get_child (node), width);
    case GSK_OPACITY_NODE:
      return has_wide_border (gsk_opacity_node_get_child (node), width);
    case GSK_DEBUG_NODE:
      return has_wide_border (gsk_debug_node_get_child (node), width);
    default:
      return FALSE;
    }
}

/* Whether @widget, drawn now, shows a ring round it */
static gboolean
shows_ring (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;

  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  return node != NULL && has_wide_border (node, gtk_widget_get_width (widget));
}

/* Keyboard Shortcuts (Ctrl+?, the main menu) over a phone's window (360 × 640) at text scale
 * 1 and 1.5: a list no larger than the phone's window, each shortcut a row with its title and,
 * under it, its keys, every title read whole and inside its row. GTK's window asked for two
 * columns of shortcuts and was wider than the screen; then, one column, it put each
 * shortcut's keys above its title (read as the keys of the title above), a wrapped title ran
 * over the next row, and under metacity it was 476 × 1000 px (verify report 11, V-5). At
 * 1280 × 800 it is GTK's window, its two columns side by side. */
static void
check_phone_shortcuts (HeraldWindow *window,
                       double        scale)
{
  GtkWindow *overlay;
  g_autoptr(GPtrArray) rows = NULL;
  int min = 0, width, height;
  guint n_titles = 0;
  GLogLevelFlags fatal;

  /* with the tests' isolated XDG dirs GTK cannot load its own SVG icons (the search
   * button's): that warning is not the test's business */
  fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  herald_application_add_help_overlay_action (GTK_APPLICATION_WINDOW (window));
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-help-overlay", NULL);
  herald_test_run_for (500);
  herald_test_flush ();
  overlay = window_over (window);
  g_assert_nonnull (overlay);
  g_log_set_always_fatal (fatal);
  g_assert_false (GTK_IS_SHORTCUTS_WINDOW (overlay));

  gtk_widget_measure (GTK_WIDGET (overlay), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  width = gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (overlay)));
  height = gdk_surface_get_height (gtk_native_get_surface (GTK_NATIVE (overlay)));
  g_test_message ("text scale %g: Keyboard Shortcuts %d × %d px, at least %d wide", scale, width, height, min);
  if (width > 360 || min > 360 || height > 640)
    {
      report_widest (GTK_WIDGET (overlay), 0);
      g_error ("text scale %g: Keyboard Shortcuts is %d × %d px (at least %d wide) over a phone's 360 × 640",
               scale, width, height, min);
    }

  /* each shortcut: its title, then its keys under it, inside its row */
  rows = herald_test_find_widgets (GTK_WIDGET (overlay), GTK_TYPE_LIST_BOX_ROW);
  g_assert_cmpuint (rows->len, >=, 10);
  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *row = rows->pdata[i];
      g_autoptr(GPtrArray) labels = herald_test_find_widgets (row, GTK_TYPE_LABEL);
      g_autoptr(GPtrArray) keys = herald_test_find_widgets (row, GTK_TYPE_SHORTCUT_LABEL);
      GtkLabel *title = labels->pdata[0];
      graphene_rect_t title_bounds, keys_bounds;
      int needed = 0;

      g_assert_cmpuint (keys->len, ==, 1);
      n_titles += g_str_equal (gtk_label_get_label (title), "Table mode: turn the view toward the player to roll");
      /* how the table is played by keyboard, with the shortcuts (tester report 46, N46-9) */
      n_titles += g_str_equal (gtk_label_get_label (title), "Move inside a player’s card");
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (title), row, &title_bounds));
      g_assert_true (gtk_widget_compute_bounds (keys->pdata[0], row, &keys_bounds));
      gtk_widget_measure (GTK_WIDGET (title), GTK_ORIENTATION_VERTICAL, (int) title_bounds.size.width,
                          &needed, NULL, NULL, NULL);
      if (title_bounds.origin.x < 0 || title_bounds.origin.x + title_bounds.size.width > gtk_widget_get_width (row) ||
          needed > title_bounds.size.height || pango_layout_is_ellipsized (gtk_label_get_layout (title)))
        g_error ("text scale %g: “%s” (%d px high of text) at %g, %g × %g px, in a row %d px wide",
                 scale, gtk_label_get_label (title), needed, title_bounds.origin.x,
                 title_bounds.size.width, title_bounds.size.height, gtk_widget_get_width (row));
      /* the keys under the title, inside the row */
      g_assert_cmpfloat (keys_bounds.origin.y, >=, title_bounds.origin.y + title_bounds.size.height);
      g_assert_cmpfloat (keys_bounds.origin.y + keys_bounds.size.height, <=, gtk_widget_get_height (row));
      g_assert_cmpfloat (keys_bounds.origin.x + keys_bounds.size.width, <=, gtk_widget_get_width (row));
      check_word_breaks (title);
    }
  g_assert_cmpuint (n_titles, ==, 2);
  gtk_window_close (overlay);
  herald_test_run_for (100);

  /* a laptop's window: GTK's, two columns */
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  herald_test_wait_for_width (window, 1280);
  herald_test_run_for (400);
  fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-help-overlay", NULL);
  herald_test_run_for (500);
  g_log_set_always_fatal (fatal);
  overlay = window_over (window);
  g_assert_nonnull (overlay);
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  width = gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (overlay)));
  g_test_message ("text scale %g: over 1280 px, GTK's Keyboard Shortcuts %d px wide", scale, width);
  g_assert_cmpint (width, <=, 1280);
  /* at its own size over the window, not the window's: as large as the window, metacity put it
   * partly off a 1280 × 800 screen (tester report 44, N44-4); its columns whole */
  gtk_widget_measure (GTK_WIDGET (overlay), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &min, NULL, NULL);
  g_test_message ("text scale %g: Keyboard Shortcuts %d × %d px (%d wide at its own size), the window %d × %d",
                  scale, gtk_widget_get_width (GTK_WIDGET (overlay)), gtk_widget_get_height (GTK_WIDGET (overlay)),
                  min, gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_true (gtk_window_get_transient_for (overlay) == GTK_WINDOW (window));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (overlay)), <, gtk_widget_get_height (GTK_WIDGET (window)));
  /* the surface (the window and its frame, as measured) as wide as its columns ask */
  g_assert_cmpint (ABS (width - min), <=, 1);

  /* read aloud: each shortcut a Tab stop named by its title and keys, the search button by
   * what it does; Orca said "GtkToggleButton push button", "scroll pane", and no shortcut
   * (tester report 45, N45-12) */
  {
    g_autoptr(GPtrArray) shortcuts = herald_test_find_widgets (GTK_WIDGET (overlay), GTK_TYPE_SHORTCUTS_SHORTCUT);
    g_autoptr(GPtrArray) toggles = herald_test_find_widgets (GTK_WIDGET (overlay), GTK_TYPE_TOGGLE_BUTTON);
    guint n_named = 0, n_search = 0, n_keyboard = 0;

    g_assert_cmpuint (shortcuts->len, >=, 10);
    for (guint i = 0; i < shortcuts->len; i++)
      {
        g_autofree char *title = NULL;
        g_autofree char *label = herald_test_accessible_property (shortcuts->pdata[i], GTK_ACCESSIBLE_PROPERTY_LABEL);

        g_object_get (shortcuts->pdata[i], "title", &title, NULL);
        g_assert_true (gtk_widget_get_focusable (shortcuts->pdata[i]));
        g_assert_true (g_str_has_prefix (label, title));
        n_named += g_str_equal (label, "Roll the dice: Space / Ctrl+R");
        n_keyboard += g_str_equal (label, "Next part of the window: Tab");
      }
    g_assert_cmpuint (n_named, >=, 1);  /* and its copy in GTK's search results */
    g_assert_cmpuint (n_keyboard, >=, 1);
    for (guint i = 0; i < toggles->len; i++)
      {
        g_autofree char *label = herald_test_accessible_property (toggles->pdata[i], GTK_ACCESSIBLE_PROPERTY_LABEL);

        n_search += g_strcmp0 (label, "Search Shortcuts") == 0;
      }
    g_assert_cmpuint (n_search, ==, 1);

    /* the focused shortcut shows a ring, the others none: GTK's window gave its shortcuts
     * none at all */
    {
      GtkWidget *shown[2] = { NULL, NULL };

      for (guint i = 0, n = 0; i < shortcuts->len && n < 2; i++)
        if (gtk_widget_get_mapped (shortcuts->pdata[i]))
          shown[n++] = shortcuts->pdata[i];
      g_assert_nonnull (shown[1]);
      g_assert_true (gtk_widget_grab_focus (shown[0]));
      gtk_window_set_focus_visible (overlay, TRUE);
      /* the ring is the focus state's style, given at the window's next frame: a flush
       * alone ended before it on a loaded machine (the replica ci48a) */
      herald_test_flush ();
      g_assert_true (herald_test_wait_frame (GTK_WIDGET (overlay), 20000));
      g_assert_true (herald_test_wait_frame (GTK_WIDGET (overlay), 20000));
      g_assert_true (gtk_widget_has_focus (shown[0]));
      g_assert_true (shows_ring (shown[0]));
      g_assert_false (shows_ring (shown[1]));
    }
  }

  /* a section's columns, the pages of a stack, have no name of their own: Orca said "_1
   * panel" (GTK's name of the first) as the window opened */
  {
    g_autoptr(GPtrArray) stacks = herald_test_find_widgets (GTK_WIDGET (overlay), GTK_TYPE_STACK);
    guint n_pages = 0;

    for (guint i = 0; i < stacks->len; i++)
      {
        g_autoptr(GListModel) pages = NULL;

        if (!GTK_IS_SHORTCUTS_SECTION (gtk_widget_get_parent (stacks->pdata[i])))
          continue;
        pages = G_LIST_MODEL (gtk_stack_get_pages (stacks->pdata[i]));
        for (guint k = 0; k < g_list_model_get_n_items (pages); k++)
          {
            g_autoptr(GObject) page = g_list_model_get_item (pages, k);
            /* "undefined" when not set (herald_test_accessible_property ()) */
            g_autofree char *label = gtk_test_accessible_check_property (GTK_ACCESSIBLE (page),
                                                                         GTK_ACCESSIBLE_PROPERTY_LABEL, "\001");

            g_test_message ("a column's name: “%s”", label);
            g_assert_cmpstr (label, ==, "");
            n_pages++;
          }
      }
    /* one page: the keyboard's group fits a column with the turn's, no page switcher */
    g_assert_cmpuint (n_pages, ==, 1);
  }
}

static void
test_phone_shortcuts (void)
{
  at_phone_text_scales (check_phone_shortcuts);
}

/* Every label shown in @root whole: its text laid out (wrapped where it wraps) inside the
 * label's width and height (the keys' caps are GTK's, drawn whole at less than they ask) */
static void
check_labels_uncut (GtkWidget  *root,
                    GtkWidget  *window,
                    const char *where)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_widget_get_mapped (child) && gtk_label_get_label (GTK_LABEL (child))[0] != '\0')
        {
          PangoRectangle logical;
          graphene_rect_t bounds;

          pango_layout_get_pixel_extents (gtk_label_get_layout (GTK_LABEL (child)), NULL, &logical);
          g_assert_true (gtk_widget_compute_bounds (child, window, &bounds));
          /* and inside the window: GTK's columns were laid out wider than it */
          if (logical.width > gtk_widget_get_width (child) || logical.height > gtk_widget_get_height (child) ||
              bounds.origin.x < 0 || bounds.origin.x + bounds.size.width > gtk_widget_get_width (window))
            g_error ("%s: “%s” is %d × %d px from %g to %g in a window %d px wide, its text %d × %d", where,
                     gtk_label_get_label (GTK_LABEL (child)), gtk_widget_get_width (child),
                     gtk_widget_get_height (child), bounds.origin.x, bounds.origin.x + bounds.size.width,
                     gtk_widget_get_width (window), logical.width, logical.height);
        }
      if (!GTK_IS_SHORTCUT_LABEL (child))
        check_labels_uncut (child, window, where);
    }
}

/* Keyboard Shortcuts over a 768 px tablet at text scale 1.5: every shortcut's words whole.
 * GTK's window of two columns fitted at its least width, and its titles were cut mid-word,
 * "Table mode (Escape le", "Answer a dialog: Start" (tester report 48, N48-7) */
static void
test_tablet_shortcuts (void)
{
  HeraldWindow *window;
  GtkWindow *overlay;
  GLogLevelFlags fatal;

  herald_test_set_text_scale (1.5);
  window = open_window (768, 960);
  fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  herald_application_add_help_overlay_action (GTK_APPLICATION_WINDOW (window));
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-help-overlay", NULL);
  herald_test_run_for (500);
  herald_test_flush ();
  g_log_set_always_fatal (fatal);
  overlay = window_over (window);
  g_assert_nonnull (overlay);
  g_test_message ("over 768 px at text scale 1.5: %s, %d px wide", G_OBJECT_TYPE_NAME (overlay),
                  gtk_widget_get_width (GTK_WIDGET (overlay)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (overlay)), <=, 768);
  check_labels_uncut (GTK_WIDGET (overlay), GTK_WIDGET (overlay), "Keyboard Shortcuts over 768 px at text scale 1.5");
  gtk_window_close (overlay);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_run_for (50);
  herald_test_set_text_scale (1.0);
}

/* The default width of each window over @window is no larger than @window's */
static guint
check_windows_fit (HeraldWindow *window,
                   const char   *what)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  int parent_width = gtk_widget_get_width (GTK_WIDGET (window));
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);
      int width, height;

      if (gtk_window_get_transient_for (w) != GTK_WINDOW (window) || !gtk_widget_get_visible (GTK_WIDGET (w)))
        continue;
      gtk_window_get_default_size (w, &width, &height);
      g_test_message ("%s: %s %d px wide over %d px", what, G_OBJECT_TYPE_NAME (w), width, parent_width);
      g_assert_cmpint (width, <=, parent_width);
      g_assert_cmpint (width, >, 0);
      gtk_window_destroy (w);
      n++;
    }
  return n;
}

/* New Game (520 px) and the Rules Reference (640 px) open no wider than a phone's 360 px
 * window: under a desktop window manager they were cut (newcomer report 10, A-11) */
static void
test_phone_windows (void)
{
  HeraldWindow *window = herald_window_new (NULL);
  GLogLevelFlags fatal;

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_wait_for_width (window, 360);
  herald_test_run_for (300);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <, 400);

  /* with the tests' isolated XDG dirs GTK cannot tell libadwaita's SVG icons (expander
   * arrows) from other files: that warning is not the test's business */
  fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  herald_window_new_game (window);
  herald_test_run_for (100);
  g_assert_cmpuint (check_windows_fit (window, "New Game"), ==, 1);

  gtk_widget_activate_action (GTK_WIDGET (window), "game.reference", NULL);
  herald_test_run_for (100);
  g_assert_cmpuint (check_windows_fit (window, "Rules Reference"), ==, 1);
  g_log_set_always_fatal (fatal);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_run_for (50);
}

/* The message dialog over @window (the last shown), or NULL */
static AdwMessageDialog *
shown_dialog (HeraldWindow *window)
{
  return herald_test_open_dialog (window, FALSE);
}

typedef struct
{
  GtkWidget *dialog;
  int        height;
} Fits;

static gboolean
fits_cb (gpointer data)
{
  Fits *fits = data;
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (fits->dialog));

  return surface != NULL && gdk_surface_get_height (surface) <= fits->height;
}

/* @dialog is no taller than @window (a phone's screen), so its responses are in view. It is
 * given up to 10 s to get there: on a loaded machine (load average 20) the dialog's surface
 * was still at its first, taller size after the 400 ms waited before (673 px for the hand,
 * whose settled height is under 630 px); one that stays taller fails. */
static void
check_dialog_fits (HeraldWindow     *window,
                   AdwMessageDialog *dialog,
                   const char       *what)
{
  int window_height = gtk_widget_get_height (GTK_WIDGET (window));
  Fits fits = { GTK_WIDGET (dialog), window_height - 40 };
  int height;

  herald_test_wait_until (fits_cb, &fits, 10000);
  height = gdk_surface_get_height (gtk_native_get_surface (GTK_NATIVE (dialog)));

  g_test_message ("%s: %d px tall (%d px inside) over a window %d px tall", what, height, gtk_widget_get_height (GTK_WIDGET (dialog)), window_height);
  /* a window manager puts a dialog below its window's top (metacity 23 px): one of 630 px
   * over the 640 px window ran 11 px past its bottom (newcomer report 15, N15-17); a
   * header bar's room is left (herald-dialog-scroll.c) */
  if (height > window_height - 40)
    g_error ("%s at 360 × 640, text scale 1.5: %d px tall, over a %d px window: its "
             "responses run past the window's bottom", what, height, window_height);
}

/* On a phone at text scale 1.5 a hand of four cards and the attack's result with four players
 * stay within the screen, their responses in view: the result was over 800 px tall and its
 * only button, Continue, below the screen; the hand put Play and Close below it (newcomer
 * report 11, N-2) */
static void
test_phone_dialogs (void)
{
  HeraldWindow *window = open_window_at ("{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true, "
                                         "\"players\": [{\"progress_cards\": [\"merchant\", \"bishop\", \"spy\", "
                                         "\"warlord\"], \"knights\": [{\"level\": 2, \"active\": true}]},"
                                         " {\"knights\": [{\"level\": 1, \"active\": true}]},"
                                         " {\"knights\": [{\"level\": 1, \"active\": true}]}, {}]}", 1.5, 360, 640);
  AdwMessageDialog *dialog;
  GLogLevelFlags fatal;

  /* the dialogs' icons: see test_phone_windows () */
  fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  gtk_widget_activate_action (GTK_WIDGET (window), "player.open-hand", "i", 0);
  herald_test_run_for (300);
  dialog = shown_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "reveal"));
  adw_message_dialog_response (dialog, "reveal");
  herald_test_run_for (400);
  dialog = shown_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "close"));
  check_dialog_fits (window, dialog, "The hand of four cards");
  /* every card is still told, in the words read as the dialog opens */
  g_assert_nonnull (strstr (g_object_get_data (G_OBJECT (dialog), "herald-a11y-extra-text"), "Warlord"));
  adw_message_dialog_response (dialog, "close");
  herald_test_run_for (300);

  {
    HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };

    herald_window_start_roll (window, &ship);
    herald_test_run_for (400);
  }
  dialog = shown_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "attack"));
  check_dialog_fits (window, dialog, "The check-in");
  adw_message_dialog_response (dialog, "attack");
  herald_test_run_for (400);
  dialog = shown_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "continue"));
  check_dialog_fits (window, dialog, "The attack's result");

  g_log_set_always_fatal (fatal);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_run_for (50);
  herald_test_set_text_scale (1.0);
}

/* @data, a hand's scroller, is laid out and a Tab stop when the cards need more height than
 * it has, and only then (as measure_hand () checks it) */
static gboolean
hand_fit_checked (gpointer data)
{
  GtkWidget *scroller = data;
  GtkWidget *viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
  GtkWidget *cards = gtk_viewport_get_child (GTK_VIEWPORT (viewport));
  int text_height = 0;

  if (gtk_widget_get_width (cards) <= 0)
    return FALSE;
  gtk_widget_measure (cards, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (cards), NULL, &text_height, NULL, NULL);
  return gtk_widget_get_focusable (viewport) == (text_height > gtk_widget_get_height (scroller) + 1);
}

/* The hand's scroller at @width × @height and text scale @scale, for @player's hand of
 * four cards (Anna's turn): returns its height and the height its cards need, in px */
static void
measure_hand (int     width,
              int     height,
              double  scale,
              guint   player,
              int    *scroll_height,
              int    *text_height)
{
  HeraldWindow *window = open_window_at ("{\"round\": 5, \"barbarian_position\": 2, \"first_attack_done\": true, "
                                         "\"players\": [{\"progress_cards\": [\"merchant\", \"bishop\", \"spy\", \"warlord\"]},"
                                         " {\"progress_cards\": [\"commercial_harbor\", \"merchant_fleet\", "
                                         "\"master_merchant\", \"resource_monopoly\"]}, {}, {}]}", scale, width, height);
  g_autoptr(GPtrArray) scrollers = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *scroller, *viewport, *cards;
  GLogLevelFlags fatal;

  /* the dialogs' icons: see test_phone_windows () */
  fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  gtk_widget_activate_action (GTK_WIDGET (window), "player.open-hand", "i", player);
  herald_test_run_for (300);
  dialog = shown_dialog (window);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "reveal");
  herald_test_run_for (500);
  dialog = shown_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "close"));
  if (width <= 360)
    check_dialog_fits (window, dialog, "The hand of four cards");
  scrollers = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_SCROLLED_WINDOW);
  g_assert_cmpuint (scrollers->len, ==, 1);
  scroller = scrollers->pdata[0];
  viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
  cards = gtk_viewport_get_child (GTK_VIEWPORT (viewport));
  g_assert_true (GTK_IS_LABEL (cards));
  /* laid out at the revealed cards, and made a Tab stop or not after that layout (an idle
   * after it, herald-dialog-scroll.c): frames, which a fixed wait ended before on a loaded
   * machine */
  herald_test_wait_still (scroller, GTK_WIDGET (dialog), 20000);
  herald_test_wait_until (hand_fit_checked, scroller, 20000);
  *scroll_height = gtk_widget_get_height (scroller);
  gtk_widget_measure (cards, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (cards), NULL, text_height, NULL, NULL);
  g_test_message ("%d × %d, text scale %g, player %u's hand: the cards need %d px and have %d px; "
                  "the dialog is %d × %d", width, height, scale, player, *text_height, *scroll_height,
                  gtk_widget_get_width (GTK_WIDGET (dialog)), gtk_widget_get_height (GTK_WIDGET (dialog)));
  /* a keyboard can scroll what does not fit: it takes the focus */
  g_assert_true (gtk_widget_get_focusable (viewport) == (*text_height > *scroll_height + 1));
  if (gtk_widget_get_focusable (viewport))
    {
      gtk_widget_grab_focus (viewport);
      g_assert_true (gtk_widget_has_focus (viewport));
    }

  adw_message_dialog_response (dialog, "close");
  herald_test_run_for (200);
  g_log_set_always_fatal (fatal);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_run_for (50);
  herald_test_set_text_scale (1.0);
}

/* The hand shows each card's whole text when the dialog has room: at 1280 × 800 a hand of
 * four cards, the owner's out of turn (Close and Discard…) and on the owner's turn (a Play
 * for each card too); on a phone at text scale 1.5 the cards take the room left, not a strip
 * (newcomer report 12, item 1: a 50 px scroller showed 1½ lines of each card with 500 px free,
 * and it could not take the focus) */
static void
test_hand_text (void)
{
  int scroll = 0, text = 0;

  measure_hand (1280, 800, 1.0, 1, &scroll, &text);
  g_assert_cmpint (scroll, >=, text);
  measure_hand (1280, 800, 1.0, 0, &scroll, &text);
  g_assert_cmpint (scroll, >=, text);
  measure_hand (360, 640, 1.5, 1, &scroll, &text);
  g_assert_cmpint (scroll, >=, MIN (text, 200));
  measure_hand (360, 640, 1.5, 0, &scroll, &text);
  g_assert_cmpint (scroll, >=, MIN (text, 120));
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "layout windows"))
    return 0;
  /* the stylesheet the application loads (AdwApplication, from the resources): a card's
   * padding, border and 44 px touch targets are part of its width */
  load_app_stylesheet ();

  g_test_add_func ("/herald/layout/only-looking", test_only_looking);
  g_test_add_func ("/herald/layout/game-over-toast", test_game_over_toast);
  g_test_add_func ("/herald/layout/phone-enter-dice", test_phone_enter_dice);
  g_test_add_func ("/herald/layout/phone-track-names", test_phone_track_names);
  g_test_add_func ("/herald/layout/phone-windows", test_phone_windows);
  g_test_add_func ("/herald/layout/phone-dialogs", test_phone_dialogs);
  g_test_add_func ("/herald/layout/hand-text", test_hand_text);
  g_test_add_func ("/herald/layout/phone-shortcuts", test_phone_shortcuts);
  g_test_add_func ("/herald/layout/tablet-shortcuts", test_tablet_shortcuts);

  return g_test_run ();
}
