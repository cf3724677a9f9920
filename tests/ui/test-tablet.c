/* test-tablet.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window at a tablet's width (768 px, portrait): the turn beside the players' cards with
 * a gap between them. In-process, with a display (meson runs it under xvfb-run). */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "herald-dice-panel.h"
#include "herald-player-card.h"
#include "herald-player-card-private.h"
#include "herald-save-bar.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-track-rows.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "layout-test-utils.h"
#include "herald-window-private.h"

#define TABLET_WIDTH 768
#define TABLET_HEIGHT 928

/* The least room between the turn's buttons and the cards, in px: GNOME's 12 px between
 * groups; the turn column's margin (8) and the box's spacing (4) */
#define GAP 12

/* Roll, End Turn and the barbarians' track end GAP px before the first card, in @window with
 * the cards beside the turn */
static void
check_turn_gap (HeraldWindow *window,
                const char   *where)
{
  GtkWidget *roll, *card;
  graphene_rect_t bounds, card_bounds;
  GtkWidget *turn[3];

  g_assert_false (window->narrow);
  roll = herald_test_find_action_button (GTK_WIDGET (window), "game.roll", NULL);
  g_assert_nonnull (roll);
  card = g_ptr_array_index (window->cards, 0);
  g_assert_true (gtk_widget_compute_bounds (card, GTK_WIDGET (window), &card_bounds));
  turn[0] = roll;
  turn[1] = window->end_turn_button;
  turn[2] = GTK_WIDGET (window->barbarian_track);
  for (guint i = 0; i < G_N_ELEMENTS (turn); i++)
    {
      g_assert_true (gtk_widget_compute_bounds (turn[i], GTK_WIDGET (window), &bounds));
      g_test_message ("%s: %s from %g to %g px, the first card from %g px, in a window %d px wide",
                      where, G_OBJECT_TYPE_NAME (turn[i]), bounds.origin.x,
                      bounds.origin.x + bounds.size.width, card_bounds.origin.x,
                      gtk_widget_get_width (GTK_WIDGET (window)));
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width + GAP, <=, card_bounds.origin.x);
    }
  /* and the card is whole: it ends inside the window */
  g_assert_cmpfloat (card_bounds.origin.x + card_bounds.size.width, <=, gtk_widget_get_width (GTK_WIDGET (window)));
}

/* @width × @height at text @scale: the cards beside the turn (when @wide) with the gap */
static void
check_size (int      width,
            int      height,
            double   scale,
            gboolean wide)
{
  g_autofree char *where = g_strdup_printf ("%d px, text scale %g", width, scale);
  HeraldWindow *window;
  int least = 0;

  herald_test_set_text_scale (scale);
  window = herald_test_window_show ("{\"round\": 5}", width, height);
  herald_test_wait_for_width (window, width);
  /* the width probe measures after a frame, and the row is laid out again with its floors */
  herald_test_run_for (400);
  herald_test_flush ();
  if (wide)
    check_turn_gap (window, where);
  else if (!window->narrow)
    check_turn_gap (window, where);
  /* the turn's floor beside the cards is no least width: the window can still be made a
   * phone's 360 px and change to the narrow layout (the first fix, a turn's scroller never
   * narrower than the turn, made it 400 px at the least) */
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &least, NULL, NULL, NULL);
  g_test_message ("%s: the window's least width %d px", where, least);
  g_assert_cmpint (least, <=, 360);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  herald_test_set_text_scale (1.0);
}

/* At 768 px the Roll button's right edge touched the first player's card: the table's row (a
 * box) gave the turn's scroller, which asks for no least width, half the width, less than the
 * turn column's least width, and the column was cut at its right margin. */
static void
test_turn_gap (void)
{
  check_size (TABLET_WIDTH, TABLET_HEIGHT, 1.0, TRUE);
}

/* A laptop's 1280 × 800, at text scale 1 and 1.5: the gap as well; at 820 px and 1.5 the cards
 * beside the turn, if they are, are whole */
static void
test_turn_gap_wide (void)
{
  check_size (1280, 800, 1.0, TRUE);
  check_size (1280, 800, 1.5, TRUE);
  check_size (TABLET_WIDTH, TABLET_HEIGHT, 1.5, FALSE);
  check_size (820, 700, 1.5, FALSE);
}

/* The tracks' names whole in every player's card at @width × @height and text @scale, on one
 * line beside its levels where @one_line (tester report 48, N48-4): at a 768 px tablet's text scale 1.5
 * "Commercio" was broken as "Com-mercio", "Wissenschaft" as "Wissen-schaft", each card a line
 * taller and its rows of levels no longer evenly spaced; at 1280 px the turn kept 504 px and
 * "Wissenschaft" was broken all the same. Beside its levels a name may still wrap between
 * words, never before the metropolis's star ("Politics ★" wrapped it alone under the name in
 * en and ro at 768 × 960, text scale 1.5: fix48-3). */
static void
check_track_names (int      width,
                   int      height,
                   double   scale,
                   gboolean one_line)
{
  HeraldWindow *window;

  herald_test_set_text_scale (scale);
  window = herald_test_window_show ("{\"round\": 5}", width, height);
  herald_test_wait_for_width (window, width);
  /* the first player takes the politics metropolis: "Politics ★" */
  herald_test_take_politics_metropolis (window);
  herald_test_run_for (400);
  herald_test_flush ();
  g_assert_false (window->narrow);
  for (guint i = 0; i < window->cards->len; i++)
    {
      HeraldPlayerCard *card = g_ptr_array_index (window->cards, i);
      GtkLayoutManager *rows = gtk_widget_get_layout_manager (GTK_WIDGET (card->tracks_grid));

      /* and beside its levels where the turn has the room to give */
      if (one_line && herald_track_rows_get_stacked (HERALD_TRACK_ROWS (rows)))
        g_error ("%d × %d, text scale %g: the names above their levels in a card %d px wide beside a "
                 "turn %d px wide", width, height, scale, gtk_widget_get_width (GTK_WIDGET (card)),
                 gtk_widget_get_width (window->turn_column));
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        {
          GtkLabel *label = card->track_label[t];
          int lines = pango_layout_get_line_count (gtk_label_get_layout (label));

          g_test_message ("%d × %d, text scale %g: card %u %d px wide, “%s” %d px, %d lines", width,
                          height, scale, i, gtk_widget_get_width (GTK_WIDGET (card)),
                          gtk_label_get_label (label), gtk_widget_get_width (GTK_WIDGET (label)), lines);
          if (label_broken_inside_word (label, TRUE) || (one_line && lines != 1))
            g_error ("%d × %d, text scale %g: “%s” on %d lines in %d px", width, height, scale,
                     gtk_label_get_label (label), lines, gtk_widget_get_width (GTK_WIDGET (label)));
          /* the metropolis's star on the line of the word before it (fix48-3: "Politics ★"
           * wrapped its star under the name beside the levels at 768 × 960, text scale 1.5) */
          if (g_str_has_suffix (gtk_label_get_label (label), "★"))
            {
              const char *text = pango_layout_get_text (gtk_label_get_layout (label));
              const char *star = g_utf8_strrchr (text, -1, g_utf8_get_char ("★"));
              const char *before = g_utf8_find_prev_char (text, g_utf8_find_prev_char (text, star));
              int star_line = 0, word_line = 0;

              g_assert_nonnull (before);
              pango_layout_index_to_line_x (gtk_label_get_layout (label), star - text, FALSE, &star_line, NULL);
              pango_layout_index_to_line_x (gtk_label_get_layout (label), before - text, FALSE, &word_line, NULL);
              if (star_line != word_line)
                g_error ("%d × %d, text scale %g: the star of “%s” alone on line %d in %d px", width, height,
                         scale, gtk_label_get_label (label), star_line + 1,
                         gtk_widget_get_width (GTK_WIDGET (label)));
            }
        }
    }
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  herald_test_set_text_scale (1.0);
}

/* in @data's language (a process of its own: Herald keeps the texts it translated once) */
static void
test_track_names (gconstpointer data)
{
  if (!herald_test_in_language_process (data, 240))
    return;
  check_track_names (TABLET_WIDTH, TABLET_HEIGHT, 1.5, FALSE);
  check_track_names (TABLET_WIDTH, TABLET_HEIGHT, 1.0, FALSE);
  check_track_names (1280, 800, 1.5, TRUE);
  check_track_names (1024, 768, 1.5, TRUE);
}

/* The place kept under the dice for the roll's sentence at @width × @height and text @scale
 * (tester report 48, N48-2): before the roll the barbarians' card under it is whole in view,
 * not cut for an empty band of three lines (at 1024 × 768 and text scale 1.5 it is, only with
 * the place shrunk); where the place kept its height, Roll stays where it is when the sentence
 * appears. */
static void
check_reserve (int    width,
               int    height,
               double scale)
{
  HeraldWindow *window;
  HeraldRoll dice = { .event = HERALD_EVENT_TRADE, .red = 2, .white = 3 };
  g_autoptr(GPtrArray) labels = NULL;
  GtkWidget *scroller, *roll, *slot = NULL, *banner = NULL;
  graphene_rect_t roll_before, roll_after, track;
  int scroller_height, place, banner_min = 0;

  herald_test_set_text_scale (scale);
  window = herald_test_window_show ("{\"round\": 5}", width, height);
  herald_test_wait_for_width (window, width);
  herald_test_run_for (400);
  herald_test_flush ();
  g_assert_false (window->narrow);
  scroller = gtk_widget_get_ancestor (window->turn_column, GTK_TYPE_SCROLLED_WINDOW);
  roll = herald_dice_panel_get_roll_button (window->dice_panel);
  labels = herald_test_find_widgets (GTK_WIDGET (window->dice_panel), GTK_TYPE_LABEL);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (labels, i), "roll-banner-reserve"))
      slot = gtk_widget_get_parent (g_ptr_array_index (labels, i));
    else if (gtk_widget_has_css_class (g_ptr_array_index (labels, i), "roll-banner"))
      banner = g_ptr_array_index (labels, i);
  g_assert_nonnull (slot);
  g_assert_nonnull (banner);

  scroller_height = gtk_widget_get_height (scroller);
  place = gtk_widget_get_height (slot);
  g_assert_true (gtk_widget_compute_bounds (roll, scroller, &roll_before));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (window->barbarian_track), scroller, &track));
  g_test_message ("%d × %d, text scale %g, before the roll: the turn %d px high in %d, the sentence's place %d px, "
                  "the barbarians' card ends at %g px", width, height, scale,
                  gtk_widget_get_height (window->turn_column), scroller_height, place,
                  track.origin.y + track.size.height);
  if (track.origin.y + track.size.height > scroller_height)
    g_error ("%d × %d, text scale %g: the barbarians' card ends at %g px, below its scroller's %d px, "
             "under an empty place of %d px", width, height, scale, track.origin.y + track.size.height,
             scroller_height, place);

  herald_window_start_roll (window, &dice);
  herald_test_run_for (1500);
  herald_test_flush ();
  g_assert_true (gtk_widget_get_visible (banner));
  gtk_widget_measure (banner, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (banner), &banner_min, NULL, NULL, NULL);
  g_assert_cmpint (gtk_widget_get_height (slot), >=, banner_min);
  g_assert_true (gtk_widget_compute_bounds (roll, scroller, &roll_after));
  g_test_message ("after the roll: the sentence %d px, its place %d px; Roll from %g px, %g before", banner_min,
                  gtk_widget_get_height (slot), roll_after.origin.y, roll_before.origin.y);
  /* the place was kept whole: nothing moved */
  if (place >= banner_min)
    g_assert_cmpfloat (roll_after.origin.y, ==, roll_before.origin.y);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  herald_test_set_text_scale (1.0);
}

/* A landscape tablet's 1024 × 768 at text scale 1.5 and 1, a portrait one's 768 × 960 and a
 * laptop's 1280 × 800 */
static void
test_sentence_place (void)
{
  check_reserve (1024, 768, 1.5);
  check_reserve (1024, 768, 1.0);
  check_reserve (TABLET_WIDTH, TABLET_HEIGHT, 1.0);
  check_reserve (1280, 800, 1.0);
}

static void check_winner_buttons (HeraldWindow *window,
                                  int           width,
                                  int           height,
                                  double        scale);

/* The winner's page at @width × @height and text @scale: New Game, the last of its buttons,
 * ends inside the window (tester report 48, N48-1: at 1280 × 800 the scores and the chart
 * were one column of 540 px, and New Game was below the window's bottom) */
static void
check_winner_page (int    width,
                   int    height,
                   double scale)
{
  g_autoptr(HeraldGame) model = herald_test_game_new ("{\"victory_points\": 4, \"progress_cards\": \"physical\"}", 4, NULL);
  HeraldRules rules = *herald_game_get_rules (model);
  HeraldRoll dice = { .event = HERALD_EVENT_TRADE, .red = 2, .white = 5 };
  g_autoptr(GError) error = NULL;
  HeraldAction settlement;
  HeraldWindow *window;

  herald_test_set_text_scale (scale);
  window = herald_window_new (NULL);
  g_assert_true (herald_session_new_game (herald_window_get_session (window), &rules, four_players, 4, FALSE, &error));
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_wait_for_width (window, width);
  herald_test_run_for (300);
  herald_window_start_roll (window, &dice);
  herald_test_run_for (200);
  herald_action_init (&settlement, HERALD_ACTION_BUILD_SETTLEMENT, 0);
  g_assert_true (herald_window_perform (window, &settlement, TRUE));
  herald_test_run_for (700);
  herald_test_flush ();
  g_assert_true (gtk_stack_get_visible_child (window->main_stack) == GTK_WIDGET (window->game_over_page));
  check_winner_buttons (window, width, height, scale);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  herald_test_set_text_scale (1.0);
}

/* The winner's page's three buttons end inside @window, shown at @width × @height and text
 * @scale */
static void
check_winner_buttons (HeraldWindow *window,
                      int           width,
                      int           height,
                      double        scale)
{
  GtkWidget *buttons[3];
  g_autoptr(GPtrArray) menus = NULL;
  graphene_rect_t bounds;

  /* Export…, Back to the Table and New Game */
  menus = herald_test_find_widgets (GTK_WIDGET (window->game_over_page), GTK_TYPE_MENU_BUTTON);
  g_assert_cmpuint (menus->len, ==, 1);
  buttons[0] = g_ptr_array_index (menus, 0);
  buttons[1] = herald_test_find_action_button (GTK_WIDGET (window->game_over_page), "game.show-table", NULL);
  buttons[2] = herald_test_find_action_button (GTK_WIDGET (window->game_over_page), "app.new-game", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      g_assert_nonnull (buttons[i]);
      g_assert_true (gtk_widget_compute_bounds (buttons[i], GTK_WIDGET (window), &bounds));
      g_test_message ("%d × %d, text scale %g: button %u from %g to %g px in a window %d px high", width,
                      height, scale, i, bounds.origin.y, bounds.origin.y + bounds.size.height,
                      gtk_widget_get_height (GTK_WIDGET (window)));
      if (bounds.origin.y + bounds.size.height > gtk_widget_get_height (GTK_WIDGET (window)))
        g_error ("%d × %d, text scale %g: %s ends at %g px, below the window's %d px", width, height, scale,
                 G_OBJECT_TYPE_NAME (buttons[i]), bounds.origin.y + bounds.size.height,
                 gtk_widget_get_height (GTK_WIDGET (window)));
    }

  /* Tab goes from the scores to the three buttons in turn, and Shift+Tab back, wherever the
   * buttons are (above the chart, GTK's order by place put them before the scores); New Game
   * is off without the application */
  {
    GtkListBox *scores = GTK_LIST_BOX (herald_test_find_one (GTK_WIDGET (window->game_over_page), GTK_TYPE_LIST_BOX));
    GtkWidget *winner = GTK_WIDGET (gtk_list_box_get_row_at_index (scores, 0));
    guint n = gtk_widget_is_sensitive (buttons[2]) ? 3 : 2;

    g_assert_true (gtk_widget_is_sensitive (buttons[1]));
    g_assert_true (gtk_widget_grab_focus (winner));
    for (guint i = 0; i < n; i++)
      {
        g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD));
        if (!gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), buttons[i])
            && gtk_root_get_focus (GTK_ROOT (window)) != buttons[i])
          g_error ("%d × %d, text scale %g: Tab %u went to a %s (%s), not the button %u", width, height, scale, i + 1,
                   G_OBJECT_TYPE_NAME (gtk_root_get_focus (GTK_ROOT (window))),
                   GTK_IS_BUTTON (gtk_root_get_focus (GTK_ROOT (window))) ? gtk_button_get_label (GTK_BUTTON (gtk_root_get_focus (GTK_ROOT (window)))) : "", i);
      }
    for (guint i = 0; i < n; i++)
      g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_BACKWARD));
    g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == winner);
  }
}

/* A laptop's 1280 × 800 and a landscape tablet's 1024 × 768, at text scale 1 */
static void
test_winner_page (void)
{
  check_winner_page (1280, 800, 1.0);
  check_winner_page (1024, 768, 1.0);
}

/* Four players at text scale 1.5 in a 1024 × 768 screen's window, 902 × 646 inside its
 * shadows: the scores the taller column, the three buttons in view above the chart (under it,
 * New Game ended below the window's bottom, Export… at its edge: newcomer51) */
static void
test_winner_page_four_large (void)
{
  check_winner_page (902, 646, 1.5);
}

/* The game of scenario a21 (Anna's Medicine wins on her own turn, three players), over */
static const char won_game[] =
  "{\"format\": \"herald-game\", \"version\": 3, \"seed\": 1, \"rules\": {},"
  " \"players\": [{\"name\": \"Anna\", \"color\": \"red\"}, {\"name\": \"Ben\", \"color\": \"blue\"},"
  " {\"name\": \"Cleo\", \"color\": \"white\"}],"
  " \"actions\": [{\"type\": \"roll\", \"event\": \"trade\", \"red\": 6, \"white\": 2},"
  " {\"type\": \"play_card\", \"player\": 0, \"card\": \"medicine\"}],"
  " \"start\": {\"players\": [{\"settlements\": 2, \"cities\": 3, \"longest_road\": true,"
  " \"defender\": 2, \"progress_cards\": [\"medicine\"]}, {}, {}]}}";

/* The finished game opened from a folder of its own at @width × @height and text @scale: the
 * winner's page under the save bar that says where the game is saved, its three buttons in
 * view */
static void
check_winner_file (int    width,
                   int    height,
                   double scale)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("herald-tablet-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  HeraldWindow *window;
  GtkWidget *save_bar;

  g_assert_no_error (error);
  path = g_build_filename (dir, "win.json", NULL);
  g_assert_true (g_file_set_contents (path, won_game, -1, &error));
  g_assert_no_error (error);
  file = g_file_new_for_path (path);
  herald_test_set_text_scale (scale);
  window = herald_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  herald_window_open_file (window, file);
  herald_test_wait_for_width (window, width);
  herald_test_run_for (700);
  herald_test_flush ();
  g_assert_true (gtk_stack_get_visible_child (window->main_stack) == GTK_WIDGET (window->game_over_page));
  save_bar = herald_test_find_one (GTK_WIDGET (window), HERALD_TYPE_SAVE_BAR);
  g_assert_true (gtk_widget_get_mapped (save_bar));
  check_winner_buttons (window, width, height, scale);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  herald_test_set_text_scale (1.0);
  g_remove (path);
  g_remove (dir);
}

/* A portrait tablet's 768 × 960 and a landscape one's 1024 × 768 at text scale 1.5, in @data's
 * language, the game opened from elsewhere (fix48-1: in German at 768 × 960 the three buttons
 * were under the chart and the figures, below the window's bottom; at 1024 × 768 two of them) */
static void
test_winner_page_large (gconstpointer data)
{
  if (!herald_test_in_language_process (data, 240))
    return;
  check_winner_file (TABLET_WIDTH, 960, 1.5);
  check_winner_file (1024, 768, 1.5);
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "tablet"))
    return 0;
  load_app_stylesheet ();
  g_object_set (gtk_settings_get_default (), "gtk-font-name", "Cantarell 11", NULL);

  g_test_add_func ("/herald/tablet/turn-gap", test_turn_gap);
  g_test_add_func ("/herald/tablet/turn-gap-wide", test_turn_gap_wide);
  g_test_add_func ("/herald/tablet/sentence-place", test_sentence_place);
  g_test_add_func ("/herald/tablet/winner-page", test_winner_page);
  g_test_add_func ("/herald/tablet/winner-page-four-large", test_winner_page_four_large);
  g_test_add_data_func ("/herald/tablet/winner-page-large/en", "en", test_winner_page_large);
  g_test_add_data_func ("/herald/tablet/winner-page-large/de", "de", test_winner_page_large);
  g_test_add_data_func ("/herald/tablet/track-names/en", "en", test_track_names);
  g_test_add_data_func ("/herald/tablet/track-names/it", "it", test_track_names);
  g_test_add_data_func ("/herald/tablet/track-names/de", "de", test_track_names);
  g_test_add_data_func ("/herald/tablet/track-names/ro", "ro", test_track_names);
  g_test_add_data_func ("/herald/tablet/track-names/da", "da", test_track_names);

  return g_test_run ();
}
