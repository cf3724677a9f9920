/* test-phone-fit.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The windows over a phone's window fit it (issue 11): Statistics and Preferences at
 * 360 × 640 and text scale 1 and 1.5, no wider than the phone's window, their headings whole;
 * the roll's banner as wide as its column; the chosen face of Enter Dice marked by more than
 * its colour; the dialogs' drop-down lists, Arrange Progress Card Decks and New Game. The
 * phone's own window, its cards and dice: test-phone-cards. Needs a display: meson runs it
 * under xvfb-run; without either it reports a skip. */

#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "herald-decks-dialog.h"
#include "herald-new-game-dialog.h"
#include "herald-physical-card-dialog.h"
#include "herald-popover.h"
#include "herald-preferences-window.h"
#include "herald-roll-dialog.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "layout-test-utils.h"

#include "herald-window-private.h"

/* The window shown over @window (the last one mapped), or NULL */
static GtkWindow *
window_over (HeraldWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (gtk_window_get_transient_for (w) == GTK_WINDOW (window) && gtk_widget_get_mapped (GTK_WIDGET (w)))
        found = w;
    }
  return found;
}

/* No label shown in @root ends in an ellipsis; returns how many labels were looked at */
static guint
check_labels_whole (GtkWidget  *root,
                    double      scale,
                    const char *what)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_visible (child) || !gtk_widget_get_child_visible (child))
        continue;
      /* an entry's placeholder (the name a player gets unless one is typed, in New Game) may
       * end in "…": the colour beside it names it whole */
      if (GTK_IS_LABEL (child) && !GTK_IS_TEXT (root))
        {
          n++;
          if (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (child))))
            g_error ("%s at 360 × 640, text scale %g: “%s” is cut (%d px wide)", what, scale,
                     gtk_label_get_label (GTK_LABEL (child)), gtk_widget_get_width (child));
        }
      n += check_labels_whole (child, scale, what);
    }
  return n;
}

/* @over, a window over a phone's window, is no wider than it and asks for no more */
static void
check_width (GtkWindow  *over,
             double      scale,
             const char *what)
{
  int width = 0, height = 0, min = 0;

  gtk_window_get_default_size (over, &width, &height);
  gtk_widget_measure (GTK_WIDGET (over), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_test_message ("%s, text scale %g: %d × %d px, %d px wide on screen, asks for %d", what, scale,
                  width, height, gtk_widget_get_width (GTK_WIDGET (over)), min);
  if (width > 360 || height > 640 || min > 360 || gtk_widget_get_width (GTK_WIDGET (over)) > 360)
    report_widest (GTK_WIDGET (over), 0);
  if (width > 360 || height > 640 || min > 360 || gtk_widget_get_width (GTK_WIDGET (over)) > 360)
    g_error ("%s at 360 × 640, text scale %g: %d × %d px (%d on screen, asks for %d px): wider than "
             "the phone's window", what, scale, width, height, gtk_widget_get_width (GTK_WIDGET (over)), min);
}

/* Statistics at 360 × 640: each of its pages no wider than the phone's window, every
 * heading whole ("Victory Points over the …" at text scale 1.5, newcomer report 15, N15-17) */
static void
test_statistics (void)
{
  static const double scales[] = { 1.0, 1.5 };

  for (guint s = 0; s < G_N_ELEMENTS (scales); s++)
    {
      HeraldWindow *window = open_phone_window (scales[s]);
      GtkWindow *statistics;
      g_autoptr(GPtrArray) pages = NULL;
      GLogLevelFlags fatal;

      /* with the tests' isolated XDG dirs GTK cannot load libadwaita's SVG icons: not this
       * test's business */
      fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
      gtk_widget_activate_action (GTK_WIDGET (window), "game.statistics", NULL);
      herald_test_run_for (800);
      statistics = window_over (window);
      g_assert_nonnull (statistics);
      pages = herald_test_find_widgets (GTK_WIDGET (statistics), ADW_TYPE_PREFERENCES_PAGE);
      /* its three pages (libadwaita's search has one of its own, without a title) */
      for (guint p = pages->len; p-- > 0;)
        if (adw_preferences_page_get_title (pages->pdata[p]) == NULL
            || *adw_preferences_page_get_title (pages->pdata[p]) == '\0')
          g_ptr_array_remove_index (pages, p);
      g_assert_cmpuint (pages->len, ==, 3);
      for (guint p = 0; p < pages->len; p++)
        {
          g_autofree char *what = g_strdup_printf ("Statistics, page %u", p + 1);

          adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (statistics), pages->pdata[p]);
          herald_test_run_for (300);
          check_width (statistics, scales[s], what);
          g_assert_cmpuint (check_labels_whole (pages->pdata[p], scales[s], what), >, 3);
        }
      g_log_set_always_fatal (fatal);
      gtk_window_destroy (statistics);
      gtk_window_destroy (GTK_WINDOW (window));
      herald_test_run_for (50);
    }
  herald_test_set_text_scale (1.0);
}

/* Preferences over a phone's window: no wider than it (libadwaita's 640 × 576 ran 140 px past
 * each side of it, newcomer report 14, N14-11) */
static void
test_preferences (void)
{
  static const double scales[] = { 1.0, 1.5 };

  for (guint s = 0; s < G_N_ELEMENTS (scales); s++)
    {
      HeraldWindow *window = open_phone_window (scales[s]);
      GtkWindow *preferences;
      GLogLevelFlags fatal;

      fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
      herald_preferences_window_present (NULL, GTK_WINDOW (window));
      herald_test_run_for (600);
      preferences = window_over (window);
      g_assert_nonnull (preferences);
      check_width (preferences, scales[s], "Preferences");
      g_log_set_always_fatal (fatal);
      gtk_window_destroy (preferences);
      gtk_window_destroy (GTK_WINDOW (window));
      herald_test_run_for (50);
    }
  herald_test_set_text_scale (1.0);
}

/* The marks shown in @dialog's faces (opaque check marks); @n_marks set to how many it has */
static guint
shown_marks (GtkWidget *dialog,
             guint     *n_marks)
{
  g_autoptr(GPtrArray) images = herald_test_find_widgets (dialog, GTK_TYPE_IMAGE);
  guint shown = 0;

  *n_marks = 0;
  for (guint i = 0; i < images->len; i++)
    if (gtk_widget_has_css_class (images->pdata[i], "face-mark"))
      {
        (*n_marks)++;
        if (gtk_widget_get_visible (images->pdata[i]) && gtk_widget_get_opacity (images->pdata[i]) > 0.9)
          shown++;
      }
  return shown;
}

/* Enter Dice marks each chosen face with a check mark, not only a darker fill (newcomer
 * report 15, N15-15: the chosen event was only a little darker, in high contrast too), and
 * the mark follows the choice */
static void
test_face_marks (void)
{
  HeraldWindow *window = open_phone_window (1.5);
  HeraldRollDialog *dialog = herald_roll_dialog_new (GTK_WINDOW (window),
                                                     herald_session_get_game (herald_window_get_session (window)),
                                                     HERALD_ROLL_DIALOG_ENTER);
  g_autoptr(GPtrArray) buttons = NULL;
  g_autoptr(GPtrArray) faces = g_ptr_array_new ();
  guint n_marks = 0;

  gtk_window_present (GTK_WINDOW (dialog));
  herald_test_run_for (400);
  buttons = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_TOGGLE_BUTTON);
  for (guint i = 0; i < buttons->len; i++)
    if (gtk_widget_has_css_class (buttons->pdata[i], "die-choice"))
      g_ptr_array_add (faces, buttons->pdata[i]);
  g_assert_cmpuint (faces->len, ==, 16);
  g_assert_cmpuint (shown_marks (GTK_WIDGET (dialog), &n_marks), ==, 0);
  g_assert_cmpuint (n_marks, ==, 16);
  /* the ship, red 2 and white 5 */
  gtk_toggle_button_set_active (faces->pdata[0], TRUE);
  gtk_toggle_button_set_active (faces->pdata[5], TRUE);
  gtk_toggle_button_set_active (faces->pdata[14], TRUE);
  herald_test_run_for (100);
  g_assert_cmpuint (shown_marks (GTK_WIDGET (dialog), &n_marks), ==, 3);
  /* another event: its mark moves with it */
  gtk_toggle_button_set_active (faces->pdata[2], TRUE);
  herald_test_run_for (100);
  g_assert_false (gtk_toggle_button_get_active (faces->pdata[0]));
  g_assert_cmpuint (shown_marks (GTK_WIDGET (dialog), &n_marks), ==, 3);
  for (guint i = 0; i < faces->len; i++)
    {
      g_autoptr(GPtrArray) marks = herald_test_find_widgets (gtk_widget_get_parent (faces->pdata[i]), GTK_TYPE_IMAGE);
      gboolean marked = FALSE;

      for (guint m = 0; m < marks->len; m++)
        if (gtk_widget_has_css_class (marks->pdata[m], "face-mark"))
          marked |= gtk_widget_get_opacity (marks->pdata[m]) > 0.9 && gtk_widget_get_visible (marks->pdata[m]);
      /* an event's mark is inside its face, a number's beside it in an overlay */
      if (i >= 4)
        g_assert_true (marked == gtk_toggle_button_get_active (faces->pdata[i]));
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_run_for (50);
  herald_test_set_text_scale (1.0);
}

/* After a roll the banner is as wide as its column, the Roll button's width: it stopped at
 * its 40 characters, 30 px short of it at 1280 × 800 (newcomer report 15, N15-20) */
static void
test_banner_width (void)
{
  static const int widths[] = { 360, 1280 };

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      HeraldWindow *window;
      HeraldRoll dice = { .event = HERALD_EVENT_POLITICS, .red = 1, .white = 2 };
      g_autoptr(GPtrArray) labels = NULL;
      GtkWidget *banner = NULL, *roll;

      herald_test_set_text_scale (1.0);
      window = herald_test_window_show ("{\"round\": 5}", widths[w], 800);
      herald_test_run_for (600);
      herald_window_start_roll (window, &dice);
      herald_test_run_for (1000);
      labels = herald_test_find_widgets (GTK_WIDGET (window->dice_panel), GTK_TYPE_LABEL);
      for (guint i = 0; i < labels->len; i++)
        if (gtk_widget_has_css_class (labels->pdata[i], "roll-banner"))
          banner = labels->pdata[i];
      g_assert_nonnull (banner);
      g_assert_true (gtk_widget_get_mapped (banner));
      roll = herald_test_find_action_button (GTK_WIDGET (window->dice_panel), "game.roll", NULL);
      g_assert_nonnull (roll);
      g_test_message ("%d px window: the banner %d px wide, Roll %d px", widths[w],
                      gtk_widget_get_width (banner), gtk_widget_get_width (roll));
      if (gtk_widget_get_width (banner) < gtk_widget_get_width (roll))
        g_error ("%d px window: the roll's banner is %d px wide, its column (Roll) %d px", widths[w],
                 gtk_widget_get_width (banner), gtk_widget_get_width (roll));
      gtk_window_destroy (GTK_WINDOW (window));
      herald_test_run_for (50);
    }
}

/* Where @widget lies on screen, as still_cb () follows it: a popover by its surface's place */
typedef struct
{
  GtkWidget *widget;
  double     x, y;
  gint64     since;
} Still;

static gboolean
still_cb (gpointer data)
{
  Still *still = data;
  graphene_point_t at = GRAPHENE_POINT_INIT (0, 0);
  gint64 now = g_get_monotonic_time ();

  if (!gtk_widget_get_mapped (still->widget))
    return FALSE;
  if (GTK_IS_POPOVER (still->widget))
    {
      GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (still->widget));

      at.x = gdk_popup_get_position_x (GDK_POPUP (surface));
      at.y = gdk_popup_get_position_y (GDK_POPUP (surface)) + gdk_surface_get_height (surface);
    }
  else if (!gtk_widget_compute_point (still->widget, GTK_WIDGET (gtk_widget_get_root (still->widget)),
                                      &at, &at))
    return FALSE;
  if (at.x != still->x || at.y != still->y || still->since == 0)
    {
      still->x = at.x;
      still->y = at.y;
      still->since = now;
      return FALSE;
    }
  return now - still->since >= 150 * 1000;
}

/* Waits (up to 20 s) until @widget has stayed in place for 150 ms: a row scrolled into view
 * moves for some frames (the viewport's animation), a popover's list is placed after a
 * layout; on a loaded machine both take longer than a fixed wait */
static void
wait_still (GtkWidget *widget)
{
  Still still = { widget, 0, 0, 0 };

  herald_test_wait_until (still_cb, &still, 20000);
}

/* The list of @drop_down (a combo row or a drop-down) opens inside its window (a dialog on a
 * phone): not past its sides, nor its top or bottom; returns
 * whether it was opened (a drop-down not shown is left) */
static gboolean
check_list_inside (GtkWidget  *drop_down,
                   double      scale,
                   const char *what)
{
  g_autoptr(GPtrArray) popovers = herald_test_find_widgets (drop_down, GTK_TYPE_POPOVER);
  GtkWidget *popover, *root = GTK_WIDGET (gtk_widget_get_root (drop_down));
  GdkSurface *surface;
  graphene_rect_t bounds;
  double px = 0, py = 0, rx = 0, ry = 0, left, right, top;
  gint64 hover;
  const char *title = ADW_IS_PREFERENCES_ROW (drop_down)
                      ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (drop_down)) : "a colour";

  if (!gtk_widget_get_mapped (drop_down) || !gtk_widget_is_sensitive (drop_down))
    return FALSE;
  g_assert_cmpuint (popovers->len, ==, 1);
  popover = popovers->pdata[0];
  /* in view, as a tap finds it */
  gtk_widget_grab_focus (drop_down);
  herald_test_run_for (200);
  wait_still (drop_down);
  gtk_popover_popup (GTK_POPOVER (popover));
  /* the popup grabs the pointer, and the grab's crossing event makes the popover GTK's tooltip
   * surface and starts its hover timeout: when that timeout runs after the dialog has gone (a
   * loaded machine), GTK 4.8 asks an unrealized popover for the pointer (a Gdk-CRITICAL,
   * gdk_surface_get_device_position, ci39c; no popdown cancels it). The crossing event is
   * taken now (a round trip to the X server), and the timeout has run before this returns */
  gdk_display_sync (gtk_widget_get_display (popover));
  herald_test_flush ();
  hover = g_get_monotonic_time ();
  herald_test_run_for (300);
  wait_still (popover);
  g_assert_true (gtk_widget_get_mapped (popover));
  g_assert_true (gtk_widget_compute_bounds (popover, popover, &bounds));
  surface = gtk_native_get_surface (GTK_NATIVE (popover));
  gtk_native_get_surface_transform (GTK_NATIVE (popover), &px, &py);
  gtk_native_get_surface_transform (GTK_NATIVE (root), &rx, &ry);
  left = gdk_popup_get_position_x (GDK_POPUP (surface)) + px + bounds.origin.x - rx;
  right = left + bounds.size.width;
  top = gdk_popup_get_position_y (GDK_POPUP (surface)) + py + bounds.origin.y - ry;
  g_test_message ("%s, text scale %g, the list of %s: %g × %g px, from %g to %g px across, "
                  "from %g down, in a window %d × %d px", what, scale, title, bounds.size.width,
                  bounds.size.height, left, right, top, gtk_widget_get_width (root),
                  gtk_widget_get_height (root));
  if (left < 0 || right > gtk_widget_get_width (root))
    g_error ("%s at 360 × 640, text scale %g: the list of %s is %g px wide, from %g to %g px in "
             "its window %d px wide", what, scale, title, bounds.size.width, left, right,
             gtk_widget_get_width (root));
  /* and within its height: over a dialog's top it went over the phone's window's too. A
   * dialog's list may pass the dialog, in the window it shows in (N32-5) */
  {
    GtkWindow *parent = GTK_IS_WINDOW (root) ? gtk_window_get_transient_for (GTK_WINDOW (root)) : NULL;
    int height = gtk_widget_get_height (root);

    if (parent != NULL && gtk_widget_get_mapped (GTK_WIDGET (parent)))
      {
        top += herald_popover_dialog_top (root, GTK_WIDGET (parent));
        height = gtk_widget_get_height (GTK_WIDGET (parent));
      }
    if (top < 0 || top + bounds.size.height > height)
      g_error ("%s at 360 × 640, text scale %g: the list of %s is %g px tall, from %g to %g px down "
               "in its window %d px tall", what, scale, title, bounds.size.height, top,
               top + bounds.size.height, height);
  }
  gtk_popover_popdown (GTK_POPOVER (popover));
  herald_test_run_for (100);
  herald_test_wait_tooltip_timeout (hover);
  return TRUE;
}

/* check_list_inside () on every drop-down of @dialog; returns how many were opened */
static guint
check_lists_inside (GtkWidget  *dialog,
                    double      scale,
                    const char *what)
{
  g_autoptr(GPtrArray) rows = herald_test_find_widgets (dialog, ADW_TYPE_COMBO_ROW);
  g_autoptr(GPtrArray) drops = herald_test_find_widgets (dialog, GTK_TYPE_DROP_DOWN);
  guint n = 0;

  g_ptr_array_extend_and_steal (rows, g_steal_pointer (&drops));
  for (guint i = 0; i < rows->len; i++)
    n += check_list_inside (rows->pdata[i], scale, what);
  return n;
}

/* Every drop-down's list that can open on a phone lies inside its window at 360 × 640, text
 * scale 1 and 1.5: centred on the row's arrow at the right, the physical progress card's list
 * ran 100 px past the dialog's right edge at text scale 1.5, past the phone's too (breaker
 * report 16, B16-5); New Game's and Preferences' lists likewise */
static void
test_drop_down_lists (void)
{
  static const double scales[] = { 1.0, 1.5 };

  for (guint s = 0; s < G_N_ELEMENTS (scales); s++)
    {
      g_autoptr(GSettings) settings = NULL;
      HeraldWindow *window;
      HeraldSession *session;
      GtkWidget *dialog;
      GLogLevelFlags fatal;

      herald_test_set_text_scale (scales[s]);
      window = herald_test_window_new ("{\"progress_cards\": \"physical\"}", "{\"round\": 5}");
      gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
      gtk_window_present (GTK_WINDOW (window));
      herald_test_run_for (600);
      session = herald_window_get_session (window);
      fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

      dialog = GTK_WIDGET (herald_physical_card_dialog_new (GTK_WINDOW (window), herald_session_get_game (session), 0));
      gtk_window_present (GTK_WINDOW (dialog));
      herald_test_run_for (400);
      g_assert_cmpuint (check_lists_inside (dialog, scales[s], "the progress card"), ==, 1);
      gtk_window_destroy (GTK_WINDOW (dialog));

      dialog = GTK_WIDGET (herald_new_game_dialog_new (GTK_WINDOW (window), NULL));
      /* as a phone's window manager gives it the screen */
      gtk_window_set_default_size (GTK_WINDOW (dialog), 360, 640);
      gtk_window_present (GTK_WINDOW (dialog));
      herald_test_run_for (600);
      /* who starts, the rule set, the dice, the cards and three players' colours */
      g_assert_cmpuint (check_lists_inside (dialog, scales[s], "New Game"), >=, 7);
      gtk_window_destroy (GTK_WINDOW (dialog));

      settings = g_settings_new (APP_ID);
      herald_preferences_window_present (settings, GTK_WINDOW (window));
      herald_test_run_for (600);
      dialog = GTK_WIDGET (window_over (window));
      g_assert_nonnull (dialog);
      /* the style, the rule set, the dice and the cards */
      g_assert_cmpuint (check_lists_inside (dialog, scales[s], "Preferences"), ==, 4);
      gtk_window_destroy (GTK_WINDOW (dialog));

      g_log_set_always_fatal (fatal);
      gtk_window_destroy (GTK_WINDOW (window));
      herald_test_run_for (50);
    }
  herald_test_set_text_scale (1.0);
}

/* Arrange Progress Card Decks over a phone's window: each deck's next card shows whole with
 * how many are left ("Commercial H…" for the Trade deck at text scale 1: tester report 25,
 * N25-8) */
static void
test_decks_dialog (gconstpointer data)
{
  static const double scales[] = { 1.0, 1.5 };
  const char *language = data;

  if (!herald_test_in_language_process (language, 120))
    return;
  for (guint s = 0; s < G_N_ELEMENTS (scales); s++)
    {
      HeraldWindow *window;
      GtkWidget *dialog;
      GLogLevelFlags fatal;

      herald_test_set_text_scale (scales[s]);
      window = herald_test_window_show ("{\"round\": 2}", 360, 640);
      herald_test_run_for (600);
      g_assert_true (herald_game_is_entering_position (herald_session_get_game (herald_window_get_session (window))));
      fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
      dialog = GTK_WIDGET (herald_decks_dialog_new (GTK_WINDOW (window),
                                                    herald_session_get_game (herald_window_get_session (window))));
      gtk_window_present (GTK_WINDOW (dialog));
      herald_test_run_for (600);
      {
        g_autoptr(GPtrArray) labels = herald_test_find_widgets (dialog, GTK_TYPE_LABEL);
        gboolean shown = FALSE;

        /* how many are left, "(2 left)", never broken inside: it wrapped between "(2" and
         * "left)" at text scale 1.5 (session 28) */
        for (guint i = 0; i < labels->len; i++)
          {
            const char *text = gtk_label_get_label (labels->pdata[i]);
            const char *open = strrchr (text, '(');
            PangoLayout *layout = gtk_label_get_layout (labels->pdata[i]);
            int first = 0, last = 0;

            if (!gtk_widget_get_mapped (labels->pdata[i]) || open == NULL || !g_str_has_suffix (text, "left)"))
              continue;
            shown |= g_str_has_prefix (text, "Commercial Harbor (2");
            pango_layout_index_to_line_x (layout, open - text, FALSE, &first, NULL);
            pango_layout_index_to_line_x (layout, strlen (text) - 1, FALSE, &last, NULL);
            if (first != last)
              g_error ("text scale %g: “%s” breaks inside “%s”, %d px wide", scales[s], text, open,
                       gtk_widget_get_width (labels->pdata[i]));
          }
        g_assert_true (shown || !g_str_equal (language, "en"));
      }
      /* and no group's title cut: "Pachetul de com…", "Pachetul de polit…" in Romanian at
       * text scale 1.5 (small report 28) */
      {
        g_autofree char *what = g_strdup_printf ("Arrange Progress Card Decks in %s", language);

        g_assert_cmpuint (check_labels_whole (dialog, scales[s], what), >, 6);
      }
      gtk_window_destroy (GTK_WINDOW (dialog));
      g_log_set_always_fatal (fatal);
      gtk_window_destroy (GTK_WINDOW (window));
      herald_test_run_for (50);
    }
  herald_test_set_text_scale (1.0);
}

/* Turns on every switch of @root (the 5–6 player extension, the variants, a game in progress)
 * and opens every expander row */
static void
open_everything (GtkWidget *root)
{
  g_autoptr(GPtrArray) switches = herald_test_find_widgets (root, GTK_TYPE_SWITCH);
  g_autoptr(GPtrArray) expanders = herald_test_find_widgets (root, ADW_TYPE_EXPANDER_ROW);

  for (guint i = 0; i < expanders->len; i++)
    {
      if (adw_expander_row_get_show_enable_switch (expanders->pdata[i]))
        adw_expander_row_set_enable_expansion (expanders->pdata[i], TRUE);
      adw_expander_row_set_expanded (expanders->pdata[i], TRUE);
    }
  for (guint i = 0; i < switches->len; i++)
    gtk_switch_set_active (switches->pdata[i], TRUE);
}

/* The title in @dialog's header bar, where it is shown, is on one line: "Joc nou" wrapped to
 * two in Romanian at text scale 1.5 (tester report 31); it heads the form instead */
static void
check_title_one_line (GtkWidget  *dialog,
                      const char *what)
{
  g_autoptr(GPtrArray) labels = herald_test_find_widgets (herald_test_find_one (dialog, ADW_TYPE_HEADER_BAR), GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_get_mapped (labels->pdata[i]) && gtk_widget_has_css_class (labels->pdata[i], "title"))
      {
        int lines = pango_layout_get_line_count (gtk_label_get_layout (labels->pdata[i]));

        g_test_message ("%s: the header's title “%s” on %d lines", what, gtk_label_get_text (labels->pdata[i]), lines);
        g_assert_cmpint (lines, ==, 1);
      }
}

/* New Game over a phone's window in @data's language fits it at text scale 1 and 1.5, as it
 * opens and with everything open (six players, a game in progress, the variants): no wider
 * than 360 px, asking for no more, no label cut. In Romanian and German at text scale 1.5 it
 * was wider */
static void
test_new_game_fits (gconstpointer data)
{
  static const double scales[] = { 1.0, 1.5 };
  const char *language = data;

  if (!herald_test_in_language_process (language, 120))
    return;
  /* GNOME's interface font, as test-layout */
  g_object_set (gtk_settings_get_default (), "gtk-font-name", "Cantarell 11", NULL);
  for (guint s = 0; s < G_N_ELEMENTS (scales); s++)
    {
      HeraldWindow *window = open_phone_window (scales[s]);
      g_autofree char *what = g_strdup_printf ("New Game in %s", language);
      g_autofree char *opened = g_strdup_printf ("New Game in %s, everything open", language);
      HeraldNewGameDialog *dialog = herald_new_game_dialog_new (GTK_WINDOW (window), NULL);
      GtkSpinButton *count;
      GLogLevelFlags fatal;

      fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
      gtk_window_set_default_size (GTK_WINDOW (dialog), 360, 640);
      gtk_window_present (GTK_WINDOW (dialog));
      herald_test_run_for (600);
      check_width (GTK_WINDOW (dialog), scales[s], what);
      check_labels_whole (GTK_WIDGET (dialog), scales[s], what);
      check_title_one_line (GTK_WIDGET (dialog), what);

      open_everything (GTK_WIDGET (dialog));
      count = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON)->pdata[0];
      gtk_spin_button_set_value (count, 6);
      herald_test_run_for (600);
      g_assert_cmpint (gtk_spin_button_get_value_as_int (count), ==, 6);
      check_width (GTK_WINDOW (dialog), scales[s], opened);
      check_labels_whole (GTK_WIDGET (dialog), scales[s], opened);

      g_log_set_always_fatal (fatal);
      gtk_window_destroy (GTK_WINDOW (dialog));
      gtk_window_destroy (GTK_WINDOW (window));
      herald_test_run_for (50);
    }
  herald_test_set_text_scale (1.0);
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "phone-fit"))
    return 0;
  load_app_stylesheet ();

  g_test_add_func ("/herald/phone-fit/statistics", test_statistics);
  g_test_add_func ("/herald/phone-fit/preferences", test_preferences);
  g_test_add_func ("/herald/phone-fit/face-marks", test_face_marks);
  g_test_add_func ("/herald/phone-fit/banner-width", test_banner_width);
  g_test_add_func ("/herald/phone-fit/drop-down-lists", test_drop_down_lists);
  g_test_add_data_func ("/herald/phone-fit/decks-dialog/en", "en", test_decks_dialog);
  g_test_add_data_func ("/herald/phone-fit/decks-dialog/it", "it", test_decks_dialog);
  g_test_add_data_func ("/herald/phone-fit/decks-dialog/de", "de", test_decks_dialog);
  g_test_add_data_func ("/herald/phone-fit/decks-dialog/da", "da", test_decks_dialog);
  g_test_add_data_func ("/herald/phone-fit/decks-dialog/ro", "ro", test_decks_dialog);
  g_test_add_data_func ("/herald/phone-fit/new-game/en", "en", test_new_game_fits);
  g_test_add_data_func ("/herald/phone-fit/new-game/it", "it", test_new_game_fits);
  g_test_add_data_func ("/herald/phone-fit/new-game/de", "de", test_new_game_fits);
  g_test_add_data_func ("/herald/phone-fit/new-game/da", "da", test_new_game_fits);
  g_test_add_data_func ("/herald/phone-fit/new-game/ro", "ro", test_new_game_fits);

  return g_test_run ();
}
