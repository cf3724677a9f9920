/* test-style.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Herald's stylesheets: the table's rules (style-table.css) are parsed when a table is first
 * made, not at start-up, where the start page needs none of them (issue 14: the first frame,
 * src/widgets/herald-style.c); what opens without a table keeps its rules; high contrast's
 * rules (style-high-contrast.css) only once high contrast is on, however late, and they win
 * over the table's however late the table comes. Needs a display: meson runs it under
 * xvfb-run; without either it reports a skip. */

#include "config.h"

#include <adwaita.h>

#include "herald-application.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

/* libadwaita's own overrides of the system's settings, exported for its tests (libadwaita 1.2,
 * adw-settings-private.h): high contrast turned on and off while Herald runs */
typedef struct _AdwSettings AdwSettings;
AdwSettings *adw_settings_get_default            (void);
void         adw_settings_start_override         (AdwSettings *self);
void         adw_settings_end_override           (AdwSettings *self);
void         adw_settings_override_high_contrast (AdwSettings *self,
                                                  gboolean     high_contrast);

/* The smallest width of a box of @css_class in a window of its own */
static int
min_width (const char *css_class)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *probe = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  int minimum = -1;

  gtk_widget_add_css_class (probe, css_class);
  gtk_window_set_child (GTK_WINDOW (window), probe);
  gtk_widget_measure (probe, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  return minimum;
}

/* The strength of a disabled button's words on a player's card, against the card's */
static double
disabled_button_alpha (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *button = gtk_button_new_with_label ("Road");
  GdkRGBA card_color, button_color;

  gtk_widget_add_css_class (card, "player-card");
  gtk_widget_set_sensitive (button, FALSE);
  gtk_box_append (GTK_BOX (card), button);
  gtk_window_set_child (GTK_WINDOW (window), card);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (card), &card_color);
  gtk_style_context_get_color (gtk_widget_get_style_context (button), &button_color);
  G_GNUC_END_IGNORE_DEPRECATIONS
  gtk_window_destroy (GTK_WINDOW (window));
  return button_color.alpha / card_color.alpha;
}

static void
test_table_rules_with_the_table (void)
{
  g_autoptr(HeraldApplication) app = herald_application_new ("io.github.herald.HeraldTest",
                                                             G_APPLICATION_NON_UNIQUE);
  AdwSettings *settings = adw_settings_get_default ();
  g_autoptr(GError) error = NULL;
  HeraldWindow *window;

  /* the application's startup: style.css in (Statistics' dots, 18 px, before any table), not
   * the table's rules (a card's points, 56 px) */
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (min_width ("color-dot"), ==, 18);
  g_assert_cmpint (min_width ("vp-button"), <, 56);
  /* nor high contrast's rules, where AdwApplication would parse them at every start-up (a
   * style-hc.css of the application's resources), high contrast on or off */
  g_assert_false (g_resources_get_info ("/io/github/herald/Herald/style-hc.css", 0, NULL, NULL, NULL));

  /* high contrast turned on while Herald runs, before the table comes: its rules come, and its
   * overrides still win over the table's rules (a disabled button's words in full, libadwaita's
   * filter fades it) */
  adw_settings_start_override (settings);
  adw_settings_override_high_contrast (settings, TRUE);
  herald_test_flush ();

  /* a window's start page does not need them either; its table does */
  window = herald_window_new (NULL);
  g_assert_cmpint (min_width ("vp-button"), <, 56);
  herald_window_ensure_table (window);
  g_assert_cmpint (min_width ("vp-button"), ==, 56);
  g_assert_cmpint (min_width ("color-dot"), ==, 18);
  g_assert_cmpfloat_with_epsilon (disabled_button_alpha (), 1.0, 0.01);

  /* and with high contrast off again the table's own fade: half the card's strength */
  adw_settings_override_high_contrast (settings, FALSE);
  herald_test_flush ();
  g_assert_cmpfloat_with_epsilon (disabled_button_alpha (), 0.5, 0.01);
  adw_settings_end_override (settings);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "style"))
    return 0;

  g_test_add_func ("/herald/style/table-rules-with-the-table", test_table_rules_with_the_table);

  return g_test_run ();
}
