/* test-a11y-speech16.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a screen reader is told that it should not say, or is not told (newcomer reports 14
 * and 15, issue 11), in-process with GTK's test accessibility backend. Needs a display (meson
 * runs it under xvfb-run). */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"

static gboolean
is_focus (gpointer data)
{
  return gtk_widget_has_focus (data);
}

static gboolean
window_active (gpointer data)
{
  return gtk_window_is_active (data);
}

/* whether @text holds a bidi mark, embedding or isolate */
static gboolean
has_bidi_control (const char *text)
{
  for (const char *p = text; p != NULL && *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c == 0x200e || c == 0x200f || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069))
        return TRUE;
    }
  return FALSE;
}

/* N15-14: the isolates around the names of a list ("Science gate: \u2068Anna\u2069, then
 * \u2068Ben\u2069 draw") and the mark before a right-to-left name keep them in place on the
 * screen; Orca was given them and spoke them (or split the word). A label keeps them for its
 * text and is named without them; an announcement is said without them. */
static void
test_bidi_unspoken (void)
{
  const char *shown = "Production 5; Science gate: \u2068Anna\u2069, then \u2068Ben\u2069 draw from the Science deck.";
  const char *spoken = "Production 5; Science gate: Anna, then Ben draw from the Science deck.";
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new (shown);
  GtkWidget *button = gtk_button_new_with_label ("End Turn");
  g_autoptr(HeraldTestA11yWatch) watch = NULL;
  g_autofree char *line = herald_a11y_one_line ("\u200e\u2068\u05d3\u05e0\u05d4\u2069 builds\n\u202bx\u202c");

  g_assert_cmpstr (line, ==, "\u05d3\u05e0\u05d4 builds. x");

  herald_a11y_install ();
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), button);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (herald_test_wait_until (window_active, window, 5000));
  gtk_widget_grab_focus (button);
  g_assert_true (herald_test_wait_until (is_focus, button, 5000));

  /* the label: shown with the isolates, named without */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, shown);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken);
  gtk_label_set_text (GTK_LABEL (label), "Cleo\u2019s turn");
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL));

  /* an announcement */
  herald_test_run_for (800);
  watch = herald_test_watch_accessible (button);
  herald_a11y_announce (shown);
  herald_test_run_for (1500);
  g_assert_true (herald_test_a11y_described (watch, spoken));
  for (guint i = 0; i < watch->changes->len; i++)
    g_assert_false (has_bidi_control (herald_test_a11y_change_at (watch, i)->description));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "speech16"))
    return 0;

  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  g_test_add_func ("/herald/a11y/speech16/bidi-unspoken", test_bidi_unspoken);

  return g_test_run ();
}
