/* layout-test-utils.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the layout tests (test-layout*.c, test-phone-fit.c, test-dialog-fit.c, test-tablet.c)
 * share: the app's stylesheet, a four-player game in a window at a size, the same check at
 * text scale 1 and 1.5 on a phone, words broken between words only, and the widest widgets
 * named for a failure's message. */

#include "config.h"

#include <adwaita.h>

#include "herald-dice-panel.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "layout-test-utils.h"

#include "herald-window-private.h"
#include "herald-style.h"

const HeraldPlayerInfo four_players[4] = {
  { (char *) "Anna", HERALD_COLOR_RED },
  { (char *) "Ben", HERALD_COLOR_BLUE },
  { (char *) "Cleo", HERALD_COLOR_WHITE },
  { (char *) "Dora", HERALD_COLOR_ORANGE },
};

/* The stylesheet the application loads (AdwApplication, from the resources), for this
 * process's display: a card's padding, border and 44 px touch targets are part of its width */
void
load_app_stylesheet (void)
{
  g_autoptr(GtkCssProvider) style = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (style, "/io/github/herald/Herald/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (style),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  herald_style_init ();  /* the table's rules too (style-table.css) */
}

/* @window shown at @width × @height, laid out at it */
static HeraldWindow *
show_at (HeraldWindow *window,
         int           width,
         int           height)
{
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_wait_for_width (window, width);
  herald_test_run_for (400);

  return window;
}

/* A window with a new four-player game: after the setup round, or from the position @start
 * (JSON: docs/save-format.md, `start`) */
static HeraldWindow *
four_player_window (const char *start)
{
  HeraldWindow *window = herald_window_new (NULL);
  HeraldSession *session = herald_window_get_session (window);
  g_autoptr(HeraldGame) model = herald_test_game_new (NULL, 4, NULL);
  HeraldRules rules = *herald_game_get_rules (model);
  g_autoptr(GError) error = NULL;

  if (start == NULL)
    g_assert_true (herald_session_new_game (session, &rules, four_players, 4, FALSE, &error));
  else
    {
      g_autoptr(JsonNode) node = json_from_string (start, &error);

      g_assert_no_error (error);
      g_assert_true (herald_session_new_game_at (session, &rules, four_players, 4, node, &error));
    }
  g_assert_no_error (error);

  return window;
}

/* A new four-player game in a window shown at @width × @height, laid out at it */
HeraldWindow *
open_window (int width,
             int height)
{
  return show_at (four_player_window (NULL), width, height);
}

/* A new four-player game from the position @start (JSON: docs/save-format.md, `start`) in a
 * window shown at @width × @height at text scale @scale, laid out at it */
HeraldWindow *
open_window_at (const char *start,
                double      scale,
                int         width,
                int         height)
{
  HeraldWindow *window;

  herald_test_set_text_scale (scale);
  window = show_at (four_player_window (start), width, height);
  herald_test_flush ();

  return window;
}

/* A game in its fifth round in a window shown at 360 × 640 (a phone's) at text scale @scale,
 * laid out at it (test-phone-fit, test-phone-cards) */
HeraldWindow *
open_phone_window (double scale)
{
  HeraldWindow *window;

  herald_test_set_text_scale (scale);
  window = herald_test_window_show ("{\"round\": 5}", 360, 640);
  herald_test_run_for (600);
  return window;
}

/* @check on a phone: a new four-player game in a 360 × 640 window, at text scale 1 and 1.5, a
 * window for each; the text scale is 1 again after */
void
at_phone_text_scales (PhoneCheck check)
{
  static const double scales[] = { 1.0, 1.5 };

  for (guint s = 0; s < G_N_ELEMENTS (scales); s++)
    {
      HeraldWindow *window;

      herald_test_set_text_scale (scales[s]);
      window = open_window (360, 640);
      check (window, scales[s]);
      gtk_window_destroy (GTK_WINDOW (window));
      herald_test_run_for (50);
    }
  herald_test_set_text_scale (1.0);
}

/* The width of the window on screen (its X window) */
int
surface_width (HeraldWindow *window)
{
  return gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (window)));
}

/* No line of @label ends inside a word but at a soft hyphen */
void
check_word_breaks (GtkLabel *label)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  const char *text = pango_layout_get_text (layout);
  int n = pango_layout_get_line_count (layout);

  for (int i = 0; i + 1 < n; i++)
    {
      PangoLayoutLine *line = pango_layout_get_line_readonly (layout, i);
      int end = line->start_index + line->length;

      /* between words, or at a soft hyphen (U+00AD) the translation put inside one */
      if (end > 0 && text[end - 1] != ' ' && text[end] != ' ' &&
          !(end > 1 && (guchar) text[end - 2] == 0xC2 && (guchar) text[end - 1] == 0xAD))
        g_error ("“%s” broken inside a word after “%.*s” (%d px wide)", text, end, text,
                 gtk_widget_get_width (GTK_WIDGET (label)));
    }
}

/**
 * label_broken_inside_word:
 * @label: a laid-out label
 * @at_soft_hyphen: whether a break at a soft hyphen the translation put inside a word counts
 *   as inside it (by default such a hyphen is no letter: the break is where the translation
 *   allows it)
 *
 * Returns: whether a line of @label ends inside a word, between two letters or digits
 */
gboolean
label_broken_inside_word (GtkLabel *label,
                          gboolean  at_soft_hyphen)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  const char *text = pango_layout_get_text (layout);
  int n = pango_layout_get_line_count (layout);

  for (int i = 0; i + 1 < n; i++)
    {
      PangoLayoutLine *line = pango_layout_get_line_readonly (layout, i);
      int end = line->start_index + line->length;
      const char *before;

      if (end <= 0 || text[end] == '\0')
        continue;
      before = g_utf8_prev_char (text + end);
      if (at_soft_hyphen && g_utf8_get_char (before) == 0x00AD && before > text)
        before = g_utf8_prev_char (before);
      /* a letter or a digit on both sides: inside a word */
      if (g_unichar_isalnum (g_utf8_get_char (before)) && g_unichar_isalnum (g_utf8_get_char (text + end)))
        return TRUE;
    }
  return FALSE;
}

static void
collect_broken_words (GtkWidget  *widget,
                      GPtrArray  *skip,
                      GString    *found)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_mapped (child) || g_ptr_array_find (skip, child, NULL))
        continue;
      if (GTK_IS_LABEL (child) && gtk_label_get_wrap (GTK_LABEL (child)) && label_broken_inside_word (GTK_LABEL (child), FALSE))
        g_string_append_printf (found, "%s“%s” (%d px wide, in a %s)", found->len > 0 ? ", " : "",
                                gtk_label_get_text (GTK_LABEL (child)), gtk_widget_get_width (child),
                                G_OBJECT_TYPE_NAME (gtk_widget_get_parent (child)));
      collect_broken_words (child, skip, found);
    }
}

/**
 * check_words_whole:
 * @root: a window, or any widget
 * @skip: (element-type GtkWidget): widgets not checked, nor what they hold
 * @what: what @root shows, for the failure's message
 *
 * No label on the screen in @root is broken inside a word, between two letters (a soft hyphen
 * the translation put there is no letter): GTK 4.8 breaks a word that does not fit a label
 * that wraps at any character, with a hyphen, at text scale 1.5 (tester report 43, N43-8).
 * Every one so broken is named.
 */
void
check_words_whole (GtkWidget  *root,
                   GPtrArray  *skip,
                   const char *what)
{
  g_autoptr(GString) found = g_string_new (NULL);

  herald_test_flush ();
  collect_broken_words (root, skip, found);
  if (found->len > 0)
    g_error ("%s: broken inside a word: %s", what, found->str);
}

/* The widest descendants of @widget by their least width, for a failure's message: on stderr,
 * which a test in a subprocess shows (G_TEST_SUBPROCESS_INHERIT_STDERR) */
void
report_widest (GtkWidget *widget,
               int        depth)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int min = 0;

      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      if (min > 300 && depth < 24)
        {
          g_printerr ("%*s%s %d px at least%s%s\n", depth, "", G_OBJECT_TYPE_NAME (child), min,
                      GTK_IS_LABEL (child) ? ": " : "",
                      GTK_IS_LABEL (child) ? gtk_label_get_label (GTK_LABEL (child)) : "");
          report_widest (child, depth + 1);
        }
    }
}
