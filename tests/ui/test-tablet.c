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

#include "herald-test-utils.h"
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

  return g_test_run ();
}
