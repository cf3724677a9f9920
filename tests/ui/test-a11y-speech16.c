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
  g_assert_true (herald_test_wait_until (herald_test_window_is_active, window, 5000));
  gtk_widget_grab_focus (button);
  g_assert_true (herald_test_wait_until (is_focus, button, 5000));

  /* the label: shown with the isolates, named without */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, shown);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken);
  gtk_label_set_text (GTK_LABEL (label), "Cleo\u2019s turn");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, "Cleo\u2019s turn");
  /* emptied: named by its (empty) text, not left to GTK, which names it by its class
   * ("GtkLabel", ui-a11y's table after the attack, session 16) */
  gtk_label_set_text (GTK_LABEL (label), shown);
  gtk_label_set_text (GTK_LABEL (label), "");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, "");

  /* an announcement */
  herald_test_run_for (800);
  watch = herald_test_watch_accessible (button);
  herald_a11y_announce (shown);
  herald_test_run_for (1500);
  g_assert_true (herald_test_a11y_described (watch, spoken));
  for (guint i = 0; i < watch->changes->len; i++)
    g_assert_false (has_bidi_control (herald_test_a11y_change_at (watch, i)->description));

  /* two announcements joined: a sentence that ends with "!" or "?" is not given a full stop
   * as well ("Production 5; Anna wins!. Final Scores", tester report 46, N46-8) */
  herald_test_a11y_watch_free (g_steal_pointer (&watch));
  herald_test_run_for (800);
  watch = herald_test_watch_accessible (button);
  herald_a11y_announce ("Production 5; \u2068Anna\u2069 wins!");
  herald_a11y_announce ("Is the city walled?");
  herald_a11y_announce ("Final Scores");
  herald_test_run_for (1500);
  g_assert_true (herald_test_a11y_described (watch, "Production 5; Anna wins! Is the city walled? Final Scores"));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* the first description sent to @watch that is not empty, or NULL */
static const char *
first_said (HeraldTestA11yWatch *watch)
{
  for (guint i = 0; i < watch->changes->len; i++)
    {
      const char *said = herald_test_a11y_change_at (watch, i)->description;

      if (said != NULL && *said != '\0' && strcmp (said, "undefined") != 0)
        return said;
    }
  return NULL;
}

/* N14-4: an undo's toast is the answer to the key the player pressed: "Undone: Anna ended the
 * turn" is said first, before the turn and the roll's sentence the undo brought back (it came
 * after them, heard as late). A toast that grows by a line says the line added only. */
static void
test_toast_first (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 1280, 800);
  GtkWidget *roll = herald_test_find_action_button (GTK_WIDGET (window), "game.roll", NULL);
  GtkWidget *end_turn = herald_test_find_action_button (GTK_WIDGET (window), "game.end-turn", NULL);
  g_autoptr(HeraldTestA11yWatch) roll_said = NULL;
  g_autoptr(HeraldTestA11yWatch) end_said = NULL;
  const char *said;

  g_assert_true (herald_test_wait_until (herald_test_window_is_active, window, 5000));
  gtk_widget_activate_action (GTK_WIDGET (window), "game.roll", NULL);
  herald_test_flush ();
  gtk_widget_activate_action (GTK_WIDGET (window), "game.end-turn", NULL);
  herald_test_flush ();
  g_assert_true (gtk_widget_grab_focus (roll));
  g_assert_true (herald_test_wait_until (is_focus, roll, 5000));
  herald_test_run_for (1500);

  roll_said = herald_test_watch_accessible (roll);
  end_said = herald_test_watch_accessible (end_turn);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL);
  herald_test_flush ();
  herald_test_run_for (2000);
  said = first_said (roll_said);
  if (said == NULL)
    said = first_said (end_said);
  g_test_message ("said after the undo: %s", said);
  g_assert_nonnull (said);
  g_assert_true (g_str_has_prefix (said, "Undone: "));
  g_assert_nonnull (strstr (said, "turn"));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* A toast whose text grows by a line says the line added, not the whole toast again */
static void
test_toast_line_added (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *overlay = adw_toast_overlay_new ();
  GtkWidget *button = gtk_button_new_with_label ("End Turn");
  GtkWidget *label = gtk_label_new ("Anna played Deserter");
  AdwToast *toast = adw_toast_new ("");
  g_autoptr(HeraldTestA11yWatch) watch = NULL;
  guint n = 0;

  herald_a11y_install ();
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), button);
  gtk_window_set_child (GTK_WINDOW (window), overlay);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (herald_test_wait_until (herald_test_window_is_active, window, 5000));
  gtk_widget_grab_focus (button);
  g_assert_true (herald_test_wait_until (is_focus, button, 5000));
  herald_test_run_for (800);

  watch = herald_test_watch_accessible (button);
  adw_toast_set_custom_title (toast, label);
  adw_toast_set_timeout (toast, 0);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
  herald_test_run_for (1200);
  gtk_label_set_text (GTK_LABEL (label), "Anna played Deserter\nBen loses a knight");
  herald_test_run_for (1200);
  for (guint i = 0; i < watch->changes->len; i++)
    {
      const char *said = herald_test_a11y_change_at (watch, i)->description;

      g_test_message ("said: %s", said);
      if (strstr (said, "Anna played Deserter") != NULL)
        n++;
    }
  g_assert_true (herald_test_a11y_described (watch, "Ben loses a knight"));
  g_assert_cmpuint (n, ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* N14-24: the hand dialog's scroller is named: a Tab stop while the cards scroll, Orca said
 * "scroll pane." and nothing more as the focus came to it */
static void
test_hand_scroller_named (void)
{
  const char *start = "{\"round\": 3, \"current\": 0, \"players\": [{\"progress_cards\": [\"mining\"]}, "
                      "{\"progress_cards\": [\"smith\", \"mining\", \"warlord\", \"merchant\"]}, {}]}";
  int sizes[][2] = { { 1280, 800 }, { 360, 640 } };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint player = 0; player < 2; player++)
      {
        HeraldWindow *window = herald_test_window_new ("{\"progress_cards\": \"digital\"}", start);
        AdwMessageDialog *dialog;
        g_autoptr(GPtrArray) widgets = NULL;

        gtk_window_set_default_size (GTK_WINDOW (window), sizes[s][0], sizes[s][1]);
        gtk_window_present (GTK_WINDOW (window));
        herald_test_run_for (400);
        gtk_widget_activate_action (GTK_WIDGET (window), "player.open-hand", "i", player);
        herald_test_run_for (300);
        dialog = herald_test_open_dialog (window, TRUE);
        g_assert_nonnull (dialog);
        adw_message_dialog_response (dialog, "reveal");
        herald_test_run_for (800);
        dialog = herald_test_open_dialog (window, FALSE);
        g_assert_nonnull (dialog);
        g_assert_true (adw_message_dialog_has_response (dialog, "close"));
        widgets = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_WIDGET);
        for (guint i = 0; i < widgets->len; i++)
          {
            GtkWidget *widget = widgets->pdata[i];
            g_autofree char *name = NULL;

            if (!gtk_widget_get_focusable (widget) || !gtk_widget_get_mapped (widget) || GTK_IS_WINDOW (widget)
                || GTK_IS_LABEL (widget) || GTK_IS_BUTTON (widget))
              continue;
            name = herald_test_accessible_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL);
            g_test_message ("%d × %d, player %u: a Tab stop %s named “%s”", sizes[s][0], sizes[s][1], player,
                            G_OBJECT_TYPE_NAME (widget), name);
            g_assert_nonnull (name);
            g_assert_cmpstr (name, !=, "");
            g_assert_cmpstr (name, !=, "undefined");
          }
        gtk_window_destroy (GTK_WINDOW (dialog));
        gtk_window_destroy (GTK_WINDOW (window));
        herald_test_flush ();
      }
}

/* herald_a11y_one_line () as it was written first, a byte at a time: what a text is said
 * as on one line, without its soft hyphens and bidi controls (herald-a11y-lines.c) */
static char *
one_line_by_bytes (const char *text)
{
  GString *string = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; )
    {
      const guchar *u = (const guchar *) p;

      if (u[0] == 0xe2 && u[1] != '\0'
          && ((u[1] == 0x80 && (u[2] == 0x8e || u[2] == 0x8f || (u[2] >= 0xaa && u[2] <= 0xae)))
              || (u[1] == 0x81 && u[2] >= 0xa6 && u[2] <= 0xa9)))
        {
          p += 3;
          continue;
        }
      if (u[0] == 0xc2 && u[1] == 0xad)
        {
          p += 2;
          continue;
        }
      if (*p != '\n' && *p != '\r')
        {
          g_string_append_c (string, *p++);
          continue;
        }
      while (string->len > 0 && (string->str[string->len - 1] == ' ' || string->str[string->len - 1] == '\t'))
        g_string_truncate (string, string->len - 1);
      while (*p == '\n' || *p == '\r' || *p == ' ' || *p == '\t')
        p++;
      if (string->len == 0 || *p == '\0')
        continue;
      {
        static const char * const ends[] = { ".", "!", "?", ":", ";", ",", "\u2026" };
        gboolean ends_sentence = FALSE;

        for (guint i = 0; i < G_N_ELEMENTS (ends); i++)
          ends_sentence = ends_sentence || g_str_has_suffix (string->str, ends[i]);
        g_string_append (string, ends_sentence ? " " : ". ");
      }
    }
  return g_string_free (string, FALSE);
}

/* herald_a11y_one_line () copies the bytes it says as they are a run at a time (issue 14,
 * twenty-fifth round): the same text as a byte at a time, for texts made of line breaks,
 * spaces, stops, soft hyphens, bidi controls, other characters whose first byte is one of
 * theirs (U+00A0, U+2014, U+2019 …), such a byte alone, and words */
static void
test_one_line_runs (void)
{
  static const char * const parts[] = {
    "\n", "\r", "\r\n", " ", "\t", ".", ":", ",", "!", "\u2026", "\u00ad", "\u00a0", "\u00b7", "\u00e9",
    "\u200e", "\u200f", "\u202a", "\u202e", "\u2066", "\u2069", "\u2014", "\u2019", "\u2068", "\u2010",
    "Anna", "Wissen", "schaft", "roll first", "\u05d3\u05e0\u05d4", "\xe2", "\xc2",
  };
  g_autoptr(GRand) rand = g_rand_new_with_seed (14);

  for (guint n = 0; n < 20000; n++)
    {
      g_autoptr(GString) text = g_string_new (NULL);
      guint length = g_rand_int_range (rand, 0, 12);
      g_autofree char *line = NULL;
      g_autofree char *expected = NULL;

      for (guint i = 0; i < length; i++)
        g_string_append (text, parts[g_rand_int_range (rand, 0, G_N_ELEMENTS (parts))]);
      line = herald_a11y_one_line (text->str);
      expected = one_line_by_bytes (text->str);
      if (strcmp (line, expected) != 0)
        g_error ("\"%s\" on one line is \"%s\", a byte at a time \"%s\"", g_strescape (text->str, NULL),
                 g_strescape (line, NULL), g_strescape (expected, NULL));
    }
  {
    g_autofree char *none = herald_a11y_one_line (NULL);

    g_assert_cmpstr (none, ==, "");
  }
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "speech16"))
    return 0;

  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  g_test_add_func ("/herald/a11y/speech16/bidi-unspoken", test_bidi_unspoken);
  g_test_add_func ("/herald/a11y/speech16/one-line-runs", test_one_line_runs);
  g_test_add_func ("/herald/a11y/speech16/toast-first", test_toast_first);
  g_test_add_func ("/herald/a11y/speech16/toast-line-added", test_toast_line_added);
  g_test_add_func ("/herald/a11y/speech16/hand-scroller-named", test_hand_scroller_named);

  return g_test_run ();
}
