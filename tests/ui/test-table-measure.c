/* test-table-measure.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Table mode's HeraldTableBin measures consistently (breaker report 9, item 8): entering table
 * mode (F11) gave "HeraldTableBin reports a minimum height of 54, but minimum height for width
 * of 1048576 is 70. Expect overlapping widgets." Its height grows with the width it is
 * offered (the turn scaled up), so free of width it must report the height of the largest
 * scale. Checked at several window sizes and every quarter turn, under fatal criticals (meson's
 * G_DEBUG). Needs a display: meson runs it under xvfb-run; without either it reports a skip. */

#include "config.h"

#include <adwaita.h>

#include "herald-resources.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

/* What GTK asks of a widget whose size depends on the other one: no minimum above its natural
 * size, and the size reported free of the other one is no less than for the largest size GTK
 * offers (1048576, its check in gtk_distribute_natural_allocation ()) */
static void
check_measure (GtkWidget *widget,
               guint      turns)
{
  static const int offered[] = { 200, 360, 800, 1280, 4000, 1048576 };

  for (guint o = 0; o < 2; o++)
    {
      GtkOrientation orientation = o == 0 ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL;
      int free_min = 0, free_nat = 0;

      gtk_widget_measure (widget, orientation, -1, &free_min, &free_nat, NULL, NULL);
      g_assert_cmpint (free_min, <=, free_nat);
      for (guint i = 0; i < G_N_ELEMENTS (offered); i++)
        {
          int min = 0, nat = 0;

          gtk_widget_measure (widget, orientation, offered[i], &min, &nat, NULL, NULL);
          g_assert_cmpint (min, <=, nat);
          if (offered[i] == 1048576 && min > free_min)
            g_error ("%u quarter turns, %s: minimum %d free of the other size, %d for %d",
                     turns, o == 0 ? "width" : "height", free_min, min, offered[i]);
        }
    }
}

static void
check_size (int width,
            int height)
{
  HeraldWindow *window = herald_window_new (NULL);
  HeraldSession *session = herald_window_get_session (window);
  g_autoptr(HeraldGame) model = herald_test_game_new (NULL, 3, NULL);
  HeraldRules rules = *herald_game_get_rules (model);
  HeraldRoll dice = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 1 };
  g_autoptr(GError) error = NULL;

  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, FALSE, &error));
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_run_for (200);
  g_assert_true (herald_session_roll (session, &dice, NULL, &error));
  g_assert_no_error (error);
  herald_test_run_for (100);

  herald_window_set_table_mode (window, TRUE);
  herald_test_run_for (300);
  g_assert_nonnull (window->table_bin);
  for (guint turn = 0; turn < 5; turn++)
    {
      check_measure (window->table_bin, herald_window_get_table_turns (window));
      gtk_widget_activate_action (GTK_WIDGET (window), "win.table-turn", NULL);
      herald_test_run_for (200);
    }
  /* out and in again, as F11 does */
  herald_window_set_table_mode (window, FALSE);
  herald_test_run_for (100);
  herald_window_set_table_mode (window, TRUE);
  herald_test_run_for (300);
  check_measure (window->table_bin, herald_window_get_table_turns (window));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_run_for (50);
}

static void
test_table_measure (void)
{
  check_size (1280, 800);
  check_size (1000, 720);
  check_size (360, 640);
  check_size (640, 360);
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "table"))
    return 0;

  g_test_add_func ("/herald/table/measure", test_table_measure);

  return g_test_run ();
}
