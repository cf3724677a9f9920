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
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

static gboolean
window_active (gpointer data)
{
  return gtk_window_is_active (data);
}

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

  g_assert_true (herald_test_wait_until (window_active, window, 5000));
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

  g_assert_true (herald_test_wait_until (window_active, window, 5000));
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

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "speech18"))
    return 0;

  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  g_test_add_func ("/herald/a11y/speech18/table-mode-said", test_table_mode_said);
  g_test_add_func ("/herald/a11y/speech18/form-scroller-unhinted", test_form_scroller_unhinted);

  return g_test_run ();
}
