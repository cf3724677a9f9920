/* test-layout.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window's layout at large text and on a phone (issue 11): the players' cards beside the
 * turn take as many columns as their measured width allows, never cut at the scroller's edge,
 * at text scale 1 and 1.5, and again when the scale changes with the window open. Needs a
 * display: meson runs it under xvfb-run; without either it reports a skip. */

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
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include <string.h>

#include "herald-window-private.h"

static void report_widest (GtkWidget *widget, int depth);

static const HeraldPlayerInfo four_players[] = {
  { (char *) "Anna", HERALD_COLOR_RED },
  { (char *) "Ben", HERALD_COLOR_BLUE },
  { (char *) "Cleo", HERALD_COLOR_WHITE },
  { (char *) "Dora", HERALD_COLOR_ORANGE },
};

static HeraldWindow *
open_window (int width,
             int height)
{
  HeraldWindow *window = herald_window_new (NULL);
  HeraldSession *session = herald_window_get_session (window);
  g_autoptr(HeraldGame) model = herald_test_game_new (NULL, 4, NULL);
  HeraldRules rules = *herald_game_get_rules (model);
  g_autoptr(GError) error = NULL;

  g_assert_true (herald_session_new_game (session, &rules, four_players, 4, FALSE, &error));
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_wait_for_width (window, width);
  herald_test_run_for (400);

  return window;
}

/* @check on a phone: a new four-player game in a 360 × 640 window, at text scale 1 and 1.5, a
 * window for each; the text scale is 1 again after */
typedef void (*PhoneCheck) (HeraldWindow *window,
                            double        scale);

static void
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

/* Every card beside the turn lies inside the players' scroller, and none is narrower than it
 * needs: returns the number of columns */
static guint
check_cards_fit (HeraldWindow *window,
                 const char   *where)
{
  int scroller_width = gtk_widget_get_width (window->players_scroller);
  g_autoptr(GHashTable) lefts = g_hash_table_new (NULL, NULL);
  guint columns;

  g_assert_false (window->narrow);
  g_assert_true (gtk_widget_get_mapped (window->players_scroller));
  g_assert_cmpuint (window->cards->len, ==, 4);
  for (guint i = 0; i < window->cards->len; i++)
    {
      GtkWidget *card = g_ptr_array_index (window->cards, i);
      graphene_rect_t bounds;
      int min = 0;

      g_assert_true (gtk_widget_get_parent (card) == GTK_WIDGET (window->wide_players));
      g_assert_true (gtk_widget_compute_bounds (card, window->players_scroller, &bounds));
      g_hash_table_add (lefts, GINT_TO_POINTER ((int) bounds.origin.x));
      gtk_widget_measure (card, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      columns = g_hash_table_size (lefts);
      if (bounds.origin.x < 0 || bounds.origin.x + bounds.size.width > scroller_width ||
          gtk_widget_get_width (card) < min)
        g_error ("%s: card %u at x %g, %g px wide (its minimum %d), in a scroller %d px wide, "
                 "%u columns", where, i, bounds.origin.x, bounds.size.width, min, scroller_width,
                 columns);
    }
  columns = g_hash_table_size (lefts);
  g_assert_cmpuint (columns, ==, herald_card_columns_get_columns (HERALD_CARD_COLUMNS (window->wide_players)));
  g_test_message ("%s: %u columns in %d px", where, columns, scroller_width);

  return columns;
}

/* 1280 × 800 at text scale 1.5: the right-hand column was cut (docs/screenshots/
 * main-gate-1280x800-large.png before the fix) */
static void
test_cards_large_text (void)
{
  HeraldWindow *window;

  HeraldSession *session;
  HeraldRoll dice = { .event = HERALD_EVENT_SCIENCE, .red = 1, .white = 4 };
  g_autoptr(GError) error = NULL;

  herald_test_set_text_scale (1.5);
  window = open_window (1280, 800);
  session = herald_window_get_session (window);
  check_cards_fit (window, "1280 px, scale 1.5");
  /* the roll's sentence makes the turn column wider */
  g_assert_true (herald_session_roll (session, &dice, NULL, &error));
  g_assert_no_error (error);
  herald_test_run_for (300);
  herald_test_flush ();
  check_cards_fit (window, "1280 px, scale 1.5, after a roll");
  /* two columns of cards at text scale 1 from 1140 px: not at 1.5 */
  gtk_window_set_default_size (GTK_WINDOW (window), 1140, 800);
  herald_test_wait_for_width (window, 1140);
  herald_test_run_for (400);
  check_cards_fit (window, "1140 px, scale 1.5");

  /* a medium window: one column, or the players on their own page, never cut */
  gtk_window_set_default_size (GTK_WINDOW (window), 820, 700);
  herald_test_wait_for_width (window, 820);
  herald_test_run_for (400);
  if (!window->narrow)
    g_assert_cmpuint (check_cards_fit (window, "820 px, scale 1.5"), ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_run_for (50);
  herald_test_set_text_scale (1.0);
}

/* At text scale 1 the cards still stand two by two at 1280 px; the scale changed with the
 * window open takes them to fewer columns and back */
static void
test_cards_scale_change (void)
{
  HeraldWindow *window;

  herald_test_set_text_scale (1.0);
  window = open_window (1280, 800);
  g_assert_cmpuint (check_cards_fit (window, "1280 px, scale 1"), ==, 2);

  herald_test_set_text_scale (1.5);
  herald_test_run_for (400);
  check_cards_fit (window, "1280 px, scale 1 then 1.5");

  herald_test_set_text_scale (1.0);
  herald_test_run_for (400);
  g_assert_cmpuint (check_cards_fit (window, "1280 px, scale 1.5 then 1"), ==, 2);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_run_for (50);
}

/* The width of the window on screen (its X window), and the widest widget in it that asks for
 * more than @width, for the message */
static int
surface_width (HeraldWindow *window)
{
  return gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (window)));
}

static void
check_phone_width (HeraldWindow *window,
                   const char   *where)
{
  int width = surface_width (window);
  int min = 0;

  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_test_message ("%s: %d px wide, its minimum %d", where, width, min);
  if (width != 360)
    {
      g_autoptr(GPtrArray) labels = herald_test_find_widgets (GTK_WIDGET (window), GTK_TYPE_LABEL);

      for (guint i = 0; i < labels->len; i++)
        {
          int label_min = 0;

          gtk_widget_measure (labels->pdata[i], GTK_ORIENTATION_HORIZONTAL, -1, &label_min, NULL,
                              NULL, NULL);
          if (label_min > 300)
            g_test_message ("%s: the label “%s” (%s) asks for %d px", where,
                            gtk_label_get_label (labels->pdata[i]),
                            G_OBJECT_TYPE_NAME (gtk_widget_get_parent (labels->pdata[i])),
                            label_min);
        }
    }
  if (width != 360)
    g_error ("%s: the window is %d px wide, not 360 (its minimum now %d)", where, width, min);
  g_assert_true (window->narrow);

  /* the round is read whole in the title: History went to the main menu for it ("Rou…") */
  {
    g_autoptr(GPtrArray) labels = herald_test_find_widgets (GTK_WIDGET (window->window_title), GTK_TYPE_LABEL);

    g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->history_button)));
    g_assert_cmpuint (labels->len, >, 0);
    g_test_message ("%s: the title “%s” %d px wide", where, gtk_label_get_label (labels->pdata[0]),
                    gtk_widget_get_width (labels->pdata[0]));
    g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (labels->pdata[0])));
  }
}

/* The toast's words lie inside its pill: the label has the height its lines need at the
 * width it was given. At 360 px and text scale 1.5 a toast with Undo wrapped to five lines
 * in a pill two lines tall, over the card below (newcomer report 11, N-11). */
static void
check_toast_inside (HeraldWindow *window,
                    const char   *what)
{
  GtkWidget *label = GTK_WIDGET (window->toast_label);
  int needed = 0;

  g_assert_nonnull (label);
  g_assert_true (gtk_widget_get_mapped (label));
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (label), &needed, NULL, NULL, NULL);
  g_test_message ("%s: the label %d × %d px, its lines need %d px", what, gtk_widget_get_width (label),
                  gtk_widget_get_height (label), needed);
  if (needed > gtk_widget_get_height (label))
    g_error ("%s: the toast's words need %d px and have %d: they spill out of the toast", what,
             needed, gtk_widget_get_height (label));
}

/* No line of @label ends inside a word but at a soft hyphen */
static void
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

/* The event die @label is on (its name: the label sits in a clamp inside the die since
 * 2490f02), or NULL for the other labels of the dice */
static GtkWidget *
event_die_of (GtkWidget *label)
{
  for (GtkWidget *w = gtk_widget_get_parent (label); w != NULL; w = gtk_widget_get_parent (w))
    {
      if (gtk_widget_has_css_class (w, "event-die"))
        return w;
      if (HERALD_IS_DICE_PANEL (w))
        break;
    }
  return NULL;
}

/* The name on the event die is broken between words only (or at a soft hyphen); @name, if
 * given, is the name it shows */
static void
check_die_name (HeraldWindow *window,
                const char   *name)
{
  g_autoptr(GPtrArray) labels = herald_test_find_widgets (GTK_WIDGET (window->dice_panel), GTK_TYPE_LABEL);
  guint found = 0;

  for (guint l = 0; l < labels->len; l++)
    if (event_die_of (labels->pdata[l]) != NULL)
      {
        if (name != NULL)
          g_assert_cmpstr (gtk_label_get_label (labels->pdata[l]), ==, name);
        g_test_message ("the event die: “%s” in %d lines, %d px wide", gtk_label_get_label (labels->pdata[l]),
                        pango_layout_get_line_count (gtk_label_get_layout (labels->pdata[l])),
                        gtk_widget_get_width (labels->pdata[l]));
        check_word_breaks (labels->pdata[l]);
        found++;
      }
  g_assert_cmpuint (found, ==, 1);
}

/* The toast's label: its lines (one g_test_message each), checked to be at most @max_lines,
 * and its width */
static void
check_toast_lines (HeraldWindow *window,
                   const char   *where,
                   int           max_lines)
{
  GtkLabel *label = window->toast_label;
  PangoLayout *layout;
  const char *text;
  int n;

  g_assert_nonnull (label);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (label)));
  layout = gtk_label_get_layout (label);
  text = pango_layout_get_text (layout);
  n = pango_layout_get_line_count (layout);
  g_test_message ("%s: the toast's label %d px wide in a window %d px wide, %d lines, Undo %s", where,
                  gtk_widget_get_width (GTK_WIDGET (label)), gtk_widget_get_width (GTK_WIDGET (window)), n,
                  adw_toast_get_button_label (window->toast) != NULL ? "in the toast" : "not in the toast");
  for (int i = 0; i < n; i++)
    {
      PangoLayoutLine *line = pango_layout_get_line_readonly (layout, i);
      g_autofree char *words = g_strndup (text + line->start_index, line->length);

      g_test_message ("  “%s”", words);
      /* no short word alone on a line that the line before had room for (the words were
       * one a line, V-4) */
      g_strstrip (words);
      if (i > 0 && words[0] != '\0' && strchr (words, ' ') == NULL && g_utf8_strlen (words, -1) < 10)
        {
          PangoLayoutLine *before = pango_layout_get_line_readonly (layout, i - 1);
          g_autofree char *joined = g_strdup_printf ("%.*s %s", before->length, text + before->start_index, words);
          g_autoptr(PangoLayout) one_line = pango_layout_copy (layout);
          int joined_width;

          pango_layout_set_width (one_line, -1);
          pango_layout_set_text (one_line, g_strstrip (joined), -1);
          pango_layout_get_pixel_size (one_line, &joined_width, NULL);
          if (joined_width <= gtk_widget_get_width (GTK_WIDGET (label)))
            g_error ("%s: the toast “%s” has “%s” alone on a line, though “%s” fits in its %d px", where,
                     text, words, joined, gtk_widget_get_width (GTK_WIDGET (label)));
        }
    }
  if (n > max_lines)
    g_error ("%s: the toast “%s” takes %d lines of a label %d px wide (at most %d)", where, text, n,
             gtk_widget_get_width (GTK_WIDGET (label)), max_lines);
  check_toast_inside (window, where);
}

/* Toasts use the width there is (verify report 11, V-4). On a phone at text scale 1.5 a German
 * toast with Undo was one word a line ("Cleo / hat / eine / Stadt / ohne / Mau…", its label
 * about 70 px wide): there the toast has no Undo (the header bar's is there, and Ctrl+Z) and
 * its words take the pill's width. At 1280 px "Cleo gave up a city without a wall" took four
 * lines of a 425 px pill: one line now, two for a longer message. A toast shown on a wide
 * window and the window made a phone's: 360 px, without Undo, the words inside the pill. */
static void
test_toast_width (void)
{
  static const double scales[] = { 1.0, 1.5 };

  for (guint s = 0; s < G_N_ELEMENTS (scales); s++)
    {
      HeraldWindow *window;
      HeraldRoll dice = { .event = HERALD_EVENT_TRADE, .red = 2, .white = 5 };
      g_autoptr(GError) error = NULL;
      g_autofree char *where = NULL;

      herald_test_set_text_scale (scales[s]);
      g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:minimize,maximize,close", NULL);

      /* a phone */
      window = open_window (360, 640);
      g_assert_true (window->narrow);
      g_assert_true (herald_session_roll (herald_window_get_session (window), &dice, NULL, &error));
      g_assert_no_error (error);
      herald_window_toast (window, "Cleo hat eine Stadt ohne Mauer verloren", TRUE);
      herald_test_run_for (600);
      where = g_strdup_printf ("360 px, text scale %g, German with Undo", scales[s]);
      check_toast_lines (window, where, scales[s] > 1 ? 3 : 2);
      /* the words have the pill's width (about 70 px of it, one word a line, before) */
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window->toast_label)), >=, scales[s] > 1 ? 200 : 150);
      /* Undo not in the toast, in the header bar */
      g_assert_null (adw_toast_get_button_label (window->toast));
      g_assert_true (gtk_widget_get_mapped (window->undo_button));
      g_assert_true (gtk_widget_is_sensitive (window->undo_button));
      g_assert_cmpint (surface_width (window), ==, 360);
      gtk_window_destroy (GTK_WINDOW (window));
      herald_test_run_for (50);

      /* a laptop */
      window = open_window (1280, 800);
      g_assert_false (window->narrow);
      g_assert_true (herald_session_roll (herald_window_get_session (window), &dice, NULL, &error));
      g_assert_no_error (error);
      herald_window_toast (window, "Cleo gave up a city without a wall", TRUE);
      herald_test_run_for (600);
      g_free (where);
      where = g_strdup_printf ("1280 px, text scale %g, with Undo", scales[s]);
      check_toast_lines (window, where, 1);
      g_assert_nonnull (adw_toast_get_button_label (window->toast));
      herald_window_toast (window, "Cleo gave up a city without a wall; Anna takes the Merchant and the Aqueduct's card", TRUE);
      herald_test_run_for (600);
      check_toast_lines (window, where, 2);

      /* made a phone's with the toast on screen */
      gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
      herald_test_wait_for_width (window, 360);
      herald_test_run_for (800);
      g_free (where);
      where = g_strdup_printf ("1280 px then 360, text scale %g", scales[s]);
      check_toast_lines (window, where, 5);
      g_assert_null (adw_toast_get_button_label (window->toast));
      g_assert_cmpint (surface_width (window), ==, 360);

      gtk_window_destroy (GTK_WINDOW (window));
      herald_test_run_for (50);
    }
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", ":close", NULL);
  herald_test_set_text_scale (1.0);
}

/* A window made a phone's (360 × 640) at text scale 1 and 1.5, with minimize and maximize
 * beside close in its title bar, stays 360 px wide. At 1.5 it stayed 390 px wide, since Redo
 * showed for the frame before the players went to their own page and the title bar asked for
 * 382 px, then 372 px, since a card on the players' page needed 350 px and the page 362 */
static void
check_phone (double scale)
{
  HeraldWindow *window;
  HeraldSession *session;
  HeraldRoll dice = { .event = HERALD_EVENT_SCIENCE, .red = 1, .white = 4 };
  g_autoptr(GError) error = NULL;

  g_test_message ("text scale %g", scale);
  herald_test_set_text_scale (scale);
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:minimize,maximize,close", NULL);
  window = open_window (1280, 800);
  session = herald_window_get_session (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  herald_test_wait_for_width (window, 360);
  herald_test_run_for (400);
  check_phone_width (window, "360 px before the roll");

  g_assert_true (herald_session_roll (session, &dice, NULL, &error));
  g_assert_no_error (error);
  herald_test_run_for (400);
  check_phone_width (window, "360 px after the roll");

  herald_window_toast (window, "Cleo gave up a city without a wall; Anna takes the Merchant", FALSE);
  herald_test_run_for (400);
  check_phone_width (window, "360 px with a toast");
  check_toast_inside (window, "a toast");

  /* with Undo beside it, and a language's longer words (newcomer report 11, N-11) */
  herald_window_toast (window, "Bianca ha reclutato un cavaliere semplice", TRUE);
  herald_test_run_for (600);
  check_phone_width (window, "360 px with a toast and Undo");
  check_toast_inside (window, "a toast with Undo");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_run_for (50);
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", ":close", NULL);
  herald_test_set_text_scale (1.0);
}

static void
test_phone_width (void)
{
  check_phone (1.0);
  check_phone (1.5);
}

/* Breaker report 12, R-3: a 64-character name without a space (New Game allows it) wraps
 * anywhere in the turn heading: at 360 px the window stays 360 px wide, before the roll and
 * after it (it asked for more, and Roll's label was off-screen) */
/* The turn column asks for no more than it has: a 64-character name without a space held
 * it wider than the window, which cut the dice, Roll and End Turn at 360 px and pushed the
 * column past the left edge at 1280 × 800 (newcomer report 20, N20-1: the setup round's
 * sentence and the roll's banner broke only between words) */
static void
check_turn_column_fits (HeraldWindow *window,
                        const char   *where)
{
  int min = 0;
  int width = gtk_widget_get_width (window->turn_column);

  gtk_widget_measure (window->turn_column, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_test_message ("%s: the turn column asks for %d px and has %d", where, min, width);
  if (min > width)
    {
      report_widest (GTK_WIDGET (window->turn_column), 0);
      g_error ("%s: the turn column asks for %d px and has %d: it scrolls sideways", where, min, width);
    }
}

static void
test_phone_long_name (void)
{
  g_autofree char *long_name = g_strnfill (HERALD_MAX_NAME_LENGTH, 'W');
  HeraldPlayerInfo players[4];
  HeraldWindow *window;
  HeraldSession *session;
  g_autoptr(HeraldGame) model = herald_test_game_new (NULL, 4, NULL);
  HeraldRules rules = *herald_game_get_rules (model);
  HeraldRoll dice = { .event = HERALD_EVENT_SCIENCE, .red = 1, .white = 4 };
  g_autoptr(GError) error = NULL;
  const double scales[] = { 1.0, 1.5 };

  memcpy (players, four_players, sizeof players);
  players[0].name = long_name;
  for (guint s = 0; s < G_N_ELEMENTS (scales); s++)
    {
      herald_test_set_text_scale (scales[s]);
      window = herald_window_new (NULL);
      session = herald_window_get_session (window);
      /* with the setup round, as New Game starts a game */
      g_assert_true (herald_session_new_game (session, &rules, players, 4, TRUE, &error));
      g_assert_no_error (error);
      g_assert_cmpint (herald_session_get_state (session)->phase, ==, HERALD_PHASE_SETUP);
      gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
      gtk_window_present (GTK_WINDOW (window));
      herald_test_wait_for_width (window, 360);
      herald_test_run_for (400);
      /* the setup round first, its sentences naming the player, as a table plays it */
      check_turn_column_fits (window, "360 px, a 64-character name places the first settlement");
      for (guint step = 0; step < 16 && herald_session_get_state (session)->phase == HERALD_PHASE_SETUP; step++)
        {
          gtk_widget_activate_action (GTK_WIDGET (window), "game.setup-place", NULL);
          herald_test_run_for (100);
        }
      g_assert_cmpint (herald_session_get_state (session)->phase, !=, HERALD_PHASE_SETUP);
      check_phone_width (window, "360 px, a 64-character name to roll");
      check_turn_column_fits (window, "360 px, a 64-character name to roll");
      g_assert_true (herald_session_roll (session, &dice, NULL, &error));
      g_assert_no_error (error);
      herald_test_run_for (400);
      check_phone_width (window, "360 px, a 64-character name's turn");
      check_turn_column_fits (window, "360 px, a 64-character name's turn");
      gtk_window_destroy (GTK_WINDOW (window));
      herald_test_run_for (50);
    }
  herald_test_set_text_scale (1.0);
}

/* @window is 360 px wide (a dialog: at most) and asks for no more; else the labels that ask
 * for more than 300 px are named */
static void
check_start_width (GtkWidget  *window,
                   const char *where)
{
  gboolean dialog = ADW_IS_MESSAGE_DIALOG (window);
  int width = gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (window)));
  int min = 0;

  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_test_message ("%s: %d px wide, its minimum %d", where, width, min);
  if ((dialog ? width > 360 : width != 360) || min > 360)
    {
      g_autoptr(GPtrArray) labels = herald_test_find_widgets (window, GTK_TYPE_LABEL);

      for (guint i = 0; i < labels->len; i++)
        {
          int label_min = 0;

          gtk_widget_measure (labels->pdata[i], GTK_ORIENTATION_HORIZONTAL, -1, &label_min, NULL, NULL, NULL);
          if (label_min > 300)
            g_test_message ("%s: the label “%s” (in a %s) asks for %d px", where,
                            gtk_label_get_label (labels->pdata[i]),
                            G_OBJECT_TYPE_NAME (gtk_widget_get_parent (labels->pdata[i])), label_min);
        }
      g_error ("%s: the window is %d px wide, its minimum %d, not 360", where, width, min);
    }
}

/* Verify report 12, V12-2: a saved game whose first player has a 64-character name without a
 * space made the start page 1,522 px wide at 360 px and text scale 1.5 (the row's title and
 * the label under Resume Game wrapped only between words), and a toast there was cut. The
 * name wraps anywhere, the page stays 360 px wide, and the row keeps the whole name (its
 * accessible name is the label's text); so do a dialog's heading and the winner's page */
static void
test_phone_start_long_name (void)
{
  g_autofree char *long_name = g_strnfill (HERALD_MAX_NAME_LENGTH, 'W');
  g_autoptr(HeraldGame) model = herald_test_game_new ("{\"victory_points\": 4, \"progress_cards\": \"physical\"}", 4, NULL);
  HeraldRules rules = *herald_game_get_rules (model);
  HeraldRoll dice = { .event = HERALD_EVENT_TRADE, .red = 2, .white = 5 };
  HeraldPlayerInfo players[4];
  HeraldWindow *window;
  HeraldSession *session;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) labels = NULL;
  HeraldAction settlement;
  guint found = 0;

  memcpy (players, four_players, sizeof players);
  players[0].name = long_name;
  herald_test_set_text_scale (1.5);
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:minimize,maximize,close", NULL);
  window = herald_window_new (NULL);
  session = herald_window_get_session (window);
  g_assert_true (herald_session_new_game (session, &rules, players, 4, FALSE, &error));
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_wait_for_width (window, 360);
  herald_test_run_for (400);

  /* a dialog that names the player */
  {
    g_autofree char *heading = g_strdup_printf (_("%s’s Progress Cards"), long_name);
    AdwMessageDialog *dialog = herald_window_message (window, heading, _("Master Merchant"));
    GLogLevelFlags fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

    adw_message_dialog_add_response (dialog, "close", _("_Close"));
    gtk_window_present (GTK_WINDOW (dialog));
    herald_test_run_for (400);
    g_log_set_always_fatal (fatal);
    check_start_width (GTK_WIDGET (dialog), "a dialog headed by a 64-character name");
    gtk_window_destroy (GTK_WINDOW (dialog));
  }

  /* the start page, the game listed there and under Resume Game */
  herald_session_close (session);
  herald_test_run_for (600);
  g_assert_true (herald_session_get_game (session) == NULL);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window->games_page)));
  check_start_width (GTK_WIDGET (window), "the start page, a saved game with a 64-character name");
  labels = herald_test_find_widgets (GTK_WIDGET (window->games_page), GTK_TYPE_LABEL);
  for (guint i = 0; i < labels->len; i++)
    if (strstr (gtk_label_get_label (labels->pdata[i]), long_name) != NULL)
      {
        GtkLabel *label = labels->pdata[i];

        g_test_message ("“%.20s…” in %d lines, %d px wide", gtk_label_get_label (label),
                        pango_layout_get_line_count (gtk_label_get_layout (label)),
                        gtk_widget_get_width (GTK_WIDGET (label)));
        g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (label)));
        g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
        g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (label)), >, 1);
        found++;
      }
  /* the row's title and the label under Resume Game */
  g_assert_cmpuint (found, ==, 2);
  herald_window_toast (window, "Game deleted", TRUE);
  herald_test_run_for (600);
  check_start_width (GTK_WIDGET (window), "the start page with a toast");
  check_toast_inside (window, "the start page's toast");
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (window->toast_label)));

  /* the winner's page, the long name's */
  g_assert_true (herald_session_new_game (session, &rules, players, 4, FALSE, &error));
  g_assert_no_error (error);
  herald_test_run_for (400);
  herald_window_start_roll (window, &dice);
  herald_test_run_for (200);
  herald_action_init (&settlement, HERALD_ACTION_BUILD_SETTLEMENT, 0);
  g_assert_true (herald_window_perform (window, &settlement, TRUE));
  herald_test_run_for (700);
  g_assert_true (gtk_stack_get_visible_child (window->main_stack) == GTK_WIDGET (window->game_over_page));
  check_start_width (GTK_WIDGET (window), "the winner's page, a 64-character name's");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_run_for (50);
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", ":close", NULL);
  herald_test_set_text_scale (1.0);
}

/* @widget lies inside @scroller's visible area, top to bottom */
static gboolean
in_view (GtkWidget  *widget,
         GtkWidget  *scroller,
         const char *what)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, scroller, &bounds));
  g_test_message ("%s: from %g to %g px in a view %d px tall", what, bounds.origin.y,
                  bounds.origin.y + bounds.size.height, gtk_widget_get_height (scroller));

  return bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scroller);
}

static gboolean
end_turn_focused_in_view (gpointer data)
{
  HeraldWindow *window = data;
  GtkWidget *scroller = gtk_widget_get_ancestor (window->turn_column, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t end_turn, dice;

  if (gtk_root_get_focus (GTK_ROOT (window)) != window->end_turn_button
      || !gtk_widget_compute_bounds (window->end_turn_button, scroller, &end_turn)
      || !gtk_widget_compute_bounds (GTK_WIDGET (window->dice_panel), scroller, &dice))
    return FALSE;

  return end_turn.origin.y >= 0 && end_turn.origin.y + end_turn.size.height <= gtk_widget_get_height (scroller)
         && dice.origin.y >= 0 && dice.origin.y + dice.size.height <= gtk_widget_get_height (scroller);
}

/* The turn column asks for no more than the phone gives it, so it never scrolls sideways: at
 * 360 px and text scale 1.5 in Italian it asked for 412 px ("Inserisci dadi…" and
 * "Alchimista…" side by side, each as wide as the wider), in Danish for 339 px ("Bosættelse
 * placeret"), and the table was cut on both sides (newcomer report 11, N-1). In every
 * language of the build (HERALD_TEST_LOCALEDIR), before and after a roll; the setup round's
 * card is measured too, as the column's stack asks for its widest page. */
static void
phone_languages (void)
{
  const char *languages[] = { "en", "it", "de", "da", "ro" };
  g_autofree char *old_language = g_strdup (g_getenv ("LANGUAGE"));
  g_autofree char *last = NULL;

  if (!herald_test_use_language (languages[0]))
    {
      g_test_skip ("no build translations or no C.UTF-8 locale");
      return;
    }
  herald_test_set_text_scale (1.5);
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:minimize,maximize,close", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      HeraldWindow *window;
      HeraldRoll dice = { .event = HERALD_EVENT_TRADE, .red = 2, .white = 5 };
      g_autoptr(GError) error = NULL;

      g_assert_true (herald_test_use_language (languages[i]));
      g_test_message ("%s: “End Turn” is “%s”", languages[i], _("_End Turn"));
      if (i > 0)
        g_assert_cmpstr (_("_End Turn"), !=, last);
      g_free (last);
      last = g_strdup (_("_End Turn"));
      window = open_window (360, 640);
      g_assert_true (window->narrow);
      /* the whole window, the Players page's cards included: a guard (verify report 12 saw
       * the Science track's name, "Wissenschaft", hold the German window at 403 px under
       * metacity; measured here the cards asked for 340 px even then) */
      {
        int min = 0;

        gtk_widget_measure (GTK_WIDGET (window->view_stack), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
        g_test_message ("%s: the window asks for %d px", languages[i], min);
        if (min > 360)
          g_error ("%s at 360 px, text scale 1.5: the window asks for %d px", languages[i], min);
      }
      /* the event die's name breaks between words, or where the translation allows
       * ("Ereigni-swürfel", verify report 11, V-7) */
      check_die_name (window, _("Event die"));
      for (guint rolled = 0; rolled <= 1; rolled++)
        {
          int min = 0;
          int width = gtk_widget_get_width (window->turn_column);

          gtk_widget_measure (window->turn_column, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
          g_test_message ("%s, %s: the turn column asks for %d px and has %d", languages[i],
                          rolled ? "after the roll" : "before the roll", min, width);
          if (min > width)
            g_error ("%s at 360 px, text scale 1.5, %s: the turn column asks for %d px and has %d: "
                     "it scrolls sideways", languages[i], rolled ? "after the roll" : "before the roll", min, width);
          if (rolled)
            {
              /* a decision owed, in this language's words and a long name (verify report
               * 11, V-1: "Welche Stadt verliert Cleo?" made the column too wide) */
              g_autofree char *label = g_strdup_printf (_("Which City Does %s Lose?"), "Maximiliane");
              int with_decision = 0;

              gtk_button_set_label (window->decision_button, label);
              gtk_widget_set_visible (GTK_WIDGET (window->decision_button), TRUE);
              gtk_widget_measure (window->turn_column, GTK_ORIENTATION_HORIZONTAL, -1, &with_decision, NULL, NULL, NULL);
              g_test_message ("%s, with “%s” owed: the turn column asks for %d px and has %d",
                              languages[i], label, with_decision, width);
              if (with_decision > width)
                g_error ("%s at 360 px, text scale 1.5, with “%s” owed: the turn column asks for %d px "
                         "and has %d: it scrolls sideways", languages[i], label, with_decision, width);
              gtk_widget_set_visible (GTK_WIDGET (window->decision_button), FALSE);
            }
          if (!rolled)
            {
              g_assert_true (herald_session_roll (herald_window_get_session (window), &dice, NULL, &error));
              g_assert_no_error (error);
              herald_test_run_for (400);
              check_die_name (window, NULL);
            }
        }
      /* a dialog's heading wraps between words ("Fortschrittska-rten von Anna", verify
       * report 11, V-7), and the dialog stays within the phone */
      {
        g_autofree char *heading = g_strdup_printf (_("%s’s Progress Cards"), "Anna");
        AdwMessageDialog *dialog = herald_window_message (window, heading, _("Master Merchant"));
        g_autoptr(GPtrArray) labels = NULL;
        GLogLevelFlags fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
        guint found = 0;
        int width;

        adw_message_dialog_add_response (dialog, "close", _("_Close"));
        gtk_window_present (GTK_WINDOW (dialog));
        herald_test_run_for (400);
        g_log_set_always_fatal (fatal);
        labels = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_LABEL);
        for (guint l = 0; l < labels->len; l++)
          if (g_str_equal (gtk_label_get_label (labels->pdata[l]), heading) ||
              g_str_equal (gtk_label_get_label (labels->pdata[l]), _("Master Merchant")))
            {
              g_test_message ("%s: “%s” in %d lines, %d px wide", languages[i], gtk_label_get_label (labels->pdata[l]),
                              pango_layout_get_line_count (gtk_label_get_layout (labels->pdata[l])),
                              gtk_widget_get_width (labels->pdata[l]));
              check_word_breaks (labels->pdata[l]);
              found++;
            }
        g_assert_cmpuint (found, ==, 2);
        width = gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (dialog)));
        g_test_message ("%s: the dialog %d px wide", languages[i], width);
        if (width > 360)
          g_error ("%s at 360 px, text scale 1.5: the dialog “%s” is %d px wide", languages[i], heading, width);
        gtk_window_destroy (GTK_WINDOW (dialog));
      }
      gtk_window_destroy (GTK_WINDOW (window));
      herald_test_run_for (50);

      /* the winner's page (verify report 11, V-2: in German it made the window 416 px) */
      {
        g_autoptr(HeraldGame) model = herald_test_game_new ("{\"victory_points\": 4, \"progress_cards\": \"physical\"}", 4, NULL);
        HeraldRules rules = *herald_game_get_rules (model);
        HeraldAction settlement;
        int min = 0;

        window = herald_window_new (NULL);
        g_assert_true (herald_session_new_game (herald_window_get_session (window), &rules, four_players, 4, FALSE, &error));
        g_assert_no_error (error);
        gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
        gtk_window_present (GTK_WINDOW (window));
        herald_test_wait_for_width (window, 360);
        herald_test_run_for (300);
        herald_window_start_roll (window, &dice);
        herald_test_run_for (200);
        herald_action_init (&settlement, HERALD_ACTION_BUILD_SETTLEMENT, 0);
        g_assert_true (herald_window_perform (window, &settlement, TRUE));
        herald_test_run_for (700);
        g_assert_true (gtk_stack_get_visible_child (window->main_stack) == GTK_WIDGET (window->game_over_page));
        gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
        g_test_message ("%s, the winner's page: the window asks for %d px", languages[i], min);
        if (min > 360)
          g_error ("%s at 360 px, text scale 1.5, the winner's page: the window asks for %d px", languages[i], min);
        gtk_window_destroy (GTK_WINDOW (window));
        herald_test_run_for (50);
      }
    }

  if (old_language != NULL)
    g_setenv ("LANGUAGE", old_language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "C.UTF-8");
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", ":close", NULL);
  herald_test_set_text_scale (1.0);
}

/* In a process of its own: Herald keeps texts it translated once, which would stay in the
 * last language for the tests after this one */
static void
test_phone_languages (void)
{
  if (g_test_subprocess ())
    {
      phone_languages ();
      return;
    }
  g_test_trap_subprocess (NULL, 300 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* The event die's name lies inside the die ("Poarta comerțului" ran over its right edge) */
static void
check_die_name_inside (HeraldWindow *window,
                       int           column_width)
{
  g_autoptr(GPtrArray) labels = herald_test_find_widgets (GTK_WIDGET (window->dice_panel), GTK_TYPE_LABEL);

  for (guint l = 0; l < labels->len; l++)
    {
      GtkWidget *die = event_die_of (labels->pdata[l]);
      graphene_rect_t bounds;
      int needed = 0;

      if (die == NULL)
        continue;
      g_assert_true (gtk_widget_compute_bounds (labels->pdata[l], die, &bounds));
      gtk_widget_measure (labels->pdata[l], GTK_ORIENTATION_HORIZONTAL, -1, &needed, NULL, NULL, NULL);
      g_test_message ("“%s” from %g to %g px in a die %d px wide (it needs %d)", gtk_label_get_label (labels->pdata[l]),
                      bounds.origin.x, bounds.origin.x + bounds.size.width, gtk_widget_get_width (die), needed);
      /* and the dice's row no wider than the turn's column: the die grew with "comerțului",
       * the three dice with it, and the banner, Roll and End Turn lost their right edge */
      {
        GtkWidget *row = gtk_widget_get_parent (die);
        int row_min = 0;

        /* its natural width, which the column gives it (its least width is 3 × 88 px) */
        gtk_widget_measure (row, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &row_min, NULL, NULL);
        g_test_message ("the dice's row asks for %d px, the turn's column had %d before the roll",
                        row_min, column_width);
        if (row_min > column_width)
          g_error ("“%s”: the dice's row asks for %d px, wider than the turn's column (%d px)",
                   gtk_label_get_label (labels->pdata[l]), row_min, column_width);
      }
      if (bounds.origin.x < 0 || bounds.origin.x + bounds.size.width > gtk_widget_get_width (die)
          || needed > bounds.size.width)
        g_error ("“%s” spills out of its die: from %g to %g px (it needs %d) in a die %d px wide",
                 gtk_label_get_label (labels->pdata[l]), bounds.origin.x, bounds.origin.x + bounds.size.width,
                 needed, gtk_widget_get_width (die));
    }
}

/* The window (or dialog) asks for no more than 360 px: else the widest widgets are named in
 * the messages. What it asks for is what a window manager keeps it to (the size hints; under
 * metacity the Italian window stayed 380 px wide); without one, as here, the X window keeps the
 * widest size it once had (1 px more for a frame at text scale 1.5), so its width is only
 * reported. */
static void
check_state_width (GtkWidget  *window,
                   const char *language,
                   double      scale,
                   const char *state)
{
  int width, min = 0;

  herald_test_run_for (300);
  herald_test_flush ();
  width = gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (window)));
  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_test_message ("%s, text scale %g, %s: %d px wide, asks for %d", language, scale, state, width, min);
  if (min > 360)
    {
      report_widest (window, 0);
      g_error ("%s at 360 px, text scale %g, %s: %d px wide, asks for %d px", language, scale,
               state, width, min);
    }
}

/* No label shown in @root is cut short with an ellipsis: at 360 px and text scale 1.5 New
 * Game's title read "New Ga…" ("Joc …" in Romanian) and its rule set "Regelsæt Nuværende ud…"
 * in Danish (newcomer report 14, N14-9, N14-21, N14-23) */
static void
check_labels_whole (GtkWidget  *root,
                    const char *language,
                    double      scale,
                    const char *state)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_visible (child) || !gtk_widget_get_child_visible (child))
        continue;
      if (GTK_IS_LABEL (child) && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (child))))
        g_error ("%s at 360 px, text scale %g, %s: “%s” is cut (%d px wide)", language, scale, state,
                 gtk_label_get_label (GTK_LABEL (child)), gtk_widget_get_width (child));
      check_labels_whole (child, language, scale, state);
    }
}

/* Each player card's status is whole, not cut with an ellipsis: at 360 px and text scale 1.5
 * each card read "Bei einer 7 über 7 Karten…" in German (newcomer report 20, N20-3). The
 * cards' names are not checked: a player's name may be any length. */
static void
check_statuses_whole (HeraldWindow *window,
                        const char   *language,
                        double        scale,
                        const char   *state)
{
  herald_test_run_for (100);
  for (guint c = 0; c < window->cards->len; c++)
    {
      HeraldPlayerCard *card = window->cards->pdata[c];
      GtkWidget *status = GTK_WIDGET (card->status_label);

      if (gtk_widget_get_mapped (status)
          && pango_layout_is_ellipsized (gtk_label_get_layout (card->status_label)))
        g_error ("%s at 360 px, text scale %g, %s: a card's status “%s” is cut (%d × %d px)", language,
                 scale, state, gtk_label_get_label (card->status_label), gtk_widget_get_width (status),
                 gtk_widget_get_height (status));
    }
}

/* check_labels_whole() on each combo row in @root */
static void
check_combo_rows_whole (GtkWidget  *root,
                        const char *language,
                        double      scale)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (ADW_IS_COMBO_ROW (child))
      check_labels_whole (child, language, scale, "New Game's combo rows");
    else
      check_combo_rows_whole (child, language, scale);
}

/* The menu of @button opens inside the phone's window: it lies within the window's 360 px. The points menu was 373 px wide and reached
 * 150 px past the window's right edge, the main menu 362 px (newcomer report 13, N-2, N-8). */
static void
check_menu_inside (HeraldWindow  *window,
                   GtkMenuButton *button,
                   const char    *language,
                   double         scale,
                   const char    *menu)
{
  GtkPopover *popover;
  GtkWidget *contents;
  GdkSurface *surface;
  graphene_rect_t bounds;
  double px = 0, py = 0, wx = 0, wy = 0;
  double left, right, top, bottom;

  gtk_menu_button_popup (button);
  herald_test_run_for (300);
  popover = gtk_menu_button_get_popover (button);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (popover)));
  /* the popover whole, its shadow too: a phone's screen keeps a popup inside it whole */
  contents = GTK_WIDGET (popover);
  g_assert_true (gtk_widget_compute_bounds (contents, GTK_WIDGET (popover), &bounds));
  surface = gtk_native_get_surface (GTK_NATIVE (popover));
  gtk_native_get_surface_transform (GTK_NATIVE (popover), &px, &py);
  gtk_native_get_surface_transform (GTK_NATIVE (window), &wx, &wy);
  left = gdk_popup_get_position_x (GDK_POPUP (surface)) + px + bounds.origin.x - wx;
  right = left + bounds.size.width;
  top = gdk_popup_get_position_y (GDK_POPUP (surface)) + py + bounds.origin.y - wy;
  bottom = top + bounds.size.height;
  g_test_message ("%s, text scale %g, the %s: %g × %g px, from %g to %g px across and %g to %g "
                  "down in a window %d × %d px", language, scale, menu, bounds.size.width,
                  bounds.size.height, left, right, top, bottom, gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_height (GTK_WIDGET (window)));
  if (left < 0 || right > gtk_widget_get_width (GTK_WIDGET (window)))
    {
      report_widest (GTK_WIDGET (popover), 0);
      g_error ("%s at 360 px, text scale %g: the %s is %g px wide, from %g to %g px in a window %d px wide",
               language, scale, menu, bounds.size.width, left, right, gtk_widget_get_width (GTK_WIDGET (window)));
    }
  /* and within its height: the points menu and the knight's opened under their buttons, low
   * on the Players page, and nothing measured their lower edge */
  if (top < 0 || bottom > gtk_widget_get_height (GTK_WIDGET (window)))
    g_error ("%s at 360 × 640, text scale %g: the %s is %g px tall, from %g to %g px down in a window "
             "%d px tall", language, scale, menu, bounds.size.height, top, bottom,
             gtk_widget_get_height (GTK_WIDGET (window)));
  gtk_menu_button_popdown (button);
  herald_test_run_for (100);
}

/* The top of @widget in @window's coordinates, in pixels */
static double
widget_y (GtkWidget *widget,
          GtkWidget *window)
{
  graphene_point_t point;

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_point (widget, window, &GRAPHENE_POINT_INIT (0, 0), &point));
  return point.y;
}

/* Every state of a phone's window is 360 px wide, at text scale 1 and 1.5, in every language
 * of the build, with the colours' names the New Game dialog gives: the setup round, the
 * Players page, the table after a trade gate (its name inside the die), the Players page
 * again and Enter Dice. In Italian "Commercio" and the five levels made the window 380 px
 * from the setup round on, and Enter Dice 396; in Romanian "Poarta comerțului" spilled out of
 * its die and Enter Dice was 386 px (newcomer report 13, N-1). */
static void
phone_states (const char *only)
{
  const char *languages[] = { only };
  static const double scales[] = { 1.0, 1.5 };
  g_autofree char *old_language = g_strdup (g_getenv ("LANGUAGE"));

  if (!herald_test_use_language ("en"))
    {
      g_test_skip ("no build translations or no C.UTF-8 locale");
      return;
    }
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:minimize,maximize,close", NULL);
  /* as a player's Herald: GNOME's interface font (from the settings portal; GTK's own
   * fallback, Sans 10, measured "Commercio" 23 px narrower at text scale 1.5) and the app's
   * stylesheet, which AdwApplication loads (the level buttons' 44 px); this process only */
  g_object_set (gtk_settings_get_default (), "gtk-font-name", "Cantarell 11", NULL);
  {
    g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

    gtk_css_provider_load_from_resource (css, "/io/github/herald/Herald/style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  }
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    for (guint s = 0; s < G_N_ELEMENTS (scales); s++)
      {
        const char *language = languages[i];
        double scale = scales[s];
        HeraldPlayerInfo players[4];
        HeraldWindow *window;
        HeraldSession *session;
        HeraldRoll dice = { .event = HERALD_EVENT_TRADE, .red = 1, .white = 2 };
        g_autoptr(HeraldGame) model = herald_test_game_new (NULL, 4, NULL);
        HeraldRules rules = *herald_game_get_rules (model);
        g_autoptr(GError) error = NULL;
        HeraldRollDialog *dialog;
        int column_width;
        double first_y;

        g_assert_true (herald_test_use_language (language));
        herald_test_set_text_scale (scale);
        for (guint p = 0; p < 4; p++)
          {
            players[p].color = four_players[p].color;
            players[p].name = (char *) herald_text_color_name (players[p].color);
          }
        window = herald_window_new (NULL);
        session = herald_window_get_session (window);
        g_assert_true (herald_session_new_game (session, &rules, players, 4, TRUE, &error));
        g_assert_no_error (error);
        gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
        gtk_window_present (GTK_WINDOW (window));
        herald_test_wait_for_width (window, 360);
        g_assert_true (window->narrow);
        check_state_width (GTK_WIDGET (window), language, scale, "the setup round");
        check_statuses_whole (window, language, scale, "the setup round");
        adw_view_stack_set_visible_child_name (window->view_stack, "players");
        check_state_width (GTK_WIDGET (window), language, scale, "the setup round's Players page");
        check_statuses_whole (window, language, scale, "the setup round's Players page");
        adw_view_stack_set_visible_child_name (window->view_stack, "table");
        herald_test_run_for (100);
        /* the setup round's button stays under the finger from the first settlement to the
         * last city: the city's longer sentence moved it 48 px down (N-5) */
        first_y = widget_y (GTK_WIDGET (window->setup_button), GTK_WIDGET (window));
        for (guint step = 0; step < 8; step++)
          {
            HeraldAction place;
            double y = widget_y (GTK_WIDGET (window->setup_button), GTK_WIDGET (window));

            if (y != first_y)
              g_error ("%s at 360 px, text scale %g: the setup round's button moved from y %g to %g "
                       "at step %u", language, scale, first_y, y, step + 1);
            herald_action_init (&place, step < 4 ? HERALD_ACTION_SETUP_SETTLEMENT : HERALD_ACTION_SETUP_CITY,
                                herald_session_get_state (session)->current);
            g_assert_true (herald_session_perform (session, &place, &error));
            g_assert_no_error (error);
            if (step < 7)
              herald_test_run_for (100);
          }
        g_test_message ("%s, text scale %g: the setup round's button at y %g in all 8 steps",
                        language, scale, first_y);
        check_state_width (GTK_WIDGET (window), language, scale, "before the first roll");
        check_statuses_whole (window, language, scale, "before the first roll");
        column_width = gtk_widget_get_width (window->turn_column);
        herald_window_start_roll (window, &dice);
        herald_test_run_for (1000);
        /* End Turn stays where it is when a decision put off shows its button (N-5) */
        {
          double before = widget_y (window->end_turn_button, GTK_WIDGET (window));
          double after;
          g_autofree char *owed = g_strdup_printf (_("Which City Does %s Lose?"), "Maximiliane");

          gtk_button_set_label (window->decision_button, owed);
          gtk_widget_set_visible (GTK_WIDGET (window->decision_button), TRUE);
          herald_test_run_for (100);
          after = widget_y (window->end_turn_button, GTK_WIDGET (window));
          g_test_message ("%s, text scale %g: End Turn at y %g, with a decision's button %g",
                          language, scale, before, after);
          if (after != before)
            g_error ("%s at 360 px, text scale %g: End Turn moved from y %g to %g as a decision's "
                     "button appeared", language, scale, before, after);
          gtk_widget_set_visible (GTK_WIDGET (window->decision_button), FALSE);
          herald_test_run_for (100);
        }
        check_state_width (GTK_WIDGET (window), language, scale, "after a trade gate");
        check_statuses_whole (window, language, scale, "after a trade gate");
        check_die_name (window, herald_text_event_name (HERALD_EVENT_TRADE));
        check_die_name_inside (window, column_width);
        check_state_width (GTK_WIDGET (window), language, scale, "the Players page");
        /* the menus: the main menu, and the current player's points and a knight of theirs */
        {
          guint current = herald_session_get_state (session)->current;
          HeraldPlayerCard *card = NULL;

          /* with its longest item, as in a game started from a position with the cards in
           * Herald ("Aranjează pachetele de cărți de progres…" made it 477 px wide) */
          gtk_widget_action_set_enabled (GTK_WIDGET (window), "game.arrange-decks", TRUE);
          check_menu_inside (window, window->menu_button, language, scale, "main menu");
          adw_view_stack_set_visible_child_name (window->view_stack, "players");
          gtk_widget_activate_action (GTK_WIDGET (window), "player.build-knight", "i", current);
          herald_test_run_for (300);
          /* every card's status: "Bei einer 7 über 7 Karten…" (newcomer report 20, N20-3) */
          check_statuses_whole (window, language, scale, "the Players page after a roll");
          for (guint c = 0; c < window->cards->len; c++)
            if (gtk_widget_get_mapped (window->cards->pdata[c])
                && HERALD_PLAYER_CARD (window->cards->pdata[c])->player == current)
              card = window->cards->pdata[c];
          g_assert_nonnull (card);
          check_menu_inside (window, card->vp_button, language, scale, "points menu");
          check_menu_inside (window, card->knight_button[0], language, scale, "knight's menu");
        }
        adw_view_stack_set_visible_child_name (window->view_stack, "table");

        dialog = herald_roll_dialog_new (GTK_WINDOW (window), herald_session_get_game (session),
                                         HERALD_ROLL_DIALOG_ENTER);
        gtk_window_present (GTK_WINDOW (dialog));
        check_state_width (GTK_WIDGET (dialog), language, scale, "Enter Dice");
        gtk_window_destroy (GTK_WINDOW (dialog));
        {
          /* laid out at a phone's 360 × 640 without drawing it (this process may not load
           * the combo rows' SVG arrow, a fatal warning) */
          HeraldNewGameDialog *new_game = herald_new_game_dialog_new (GTK_WINDOW (window), NULL);
          GtkWidget *content = adw_window_get_content (ADW_WINDOW (new_game));
          int min = 0;

          gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
          /* TODO: Romanian at text scale 1.5 still asks for 361 px (389 before the rows' values
           * became subtitles); only the labels are checked here */
          g_test_message ("%s, text scale %g: New Game asks for %d px", language, scale, min);
          gtk_widget_size_allocate (content, &(GtkAllocation) { 0, 0, 360, 640 }, -1);
          /* its title and its combo rows (the players' rows' titles, "Jucătorul 1" in Romanian,
           * are still cut: not checked yet) */
          check_labels_whole (gtk_widget_get_first_child (content), language, scale, "New Game's header bar");
          check_combo_rows_whole (content, language, scale);
          gtk_window_destroy (GTK_WINDOW (new_game));
        }
        gtk_window_destroy (GTK_WINDOW (window));
        herald_test_run_for (50);
      }

  if (old_language != NULL)
    g_setenv ("LANGUAGE", old_language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "C.UTF-8");
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", ":close", NULL);
  herald_test_set_text_scale (1.0);
}

/* Each language in a process of its own: Herald keeps texts it translated once (the
 * tracks' names), which would stay in the first language for the next ones */
static void
test_phone_states (gconstpointer data)
{
  if (g_test_subprocess ())
    {
      phone_states (data);
      return;
    }
  g_test_trap_subprocess (NULL, 400 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* On a phone at text scale 1.5, after Roll the focus is on End Turn, and End Turn is in view,
 * with the dice above it: it was below the fold, and Space pressed a button nobody saw */
static void
test_phone_focus_in_view (void)
{
  HeraldWindow *window;
  GtkWidget *scroller;
  GtkWidget *focus;

  herald_test_set_text_scale (1.5);
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:minimize,maximize,close", NULL);
  window = open_window (360, 640);
  g_assert_true (window->narrow);
  scroller = gtk_widget_get_ancestor (window->turn_column, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);

  herald_dice_panel_focus_roll (window->dice_panel);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.roll", NULL);
  /* the focus goes on and the column scrolls after the roll's tumble: waited for (600 ms
   * were not always enough on a loaded machine), then checked */
  herald_test_run_for (600);
  herald_test_wait_until (end_turn_focused_in_view, window, 20000);
  g_assert_cmpuint (herald_session_get_state (herald_window_get_session (window))->phase, ==, HERALD_PHASE_AFTER_ROLL);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus == window->end_turn_button);
  g_assert_true (in_view (window->end_turn_button, scroller, "End Turn"));
  g_assert_true (in_view (GTK_WIDGET (window->dice_panel), scroller, "the dice and the sentence"));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_run_for (50);
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", ":close", NULL);
  herald_test_set_text_scale (1.0);
}

/* Where @widget is in the window, and in the turn column (whatever the column's scroll) */
static void
get_place (HeraldWindow    *window,
           GtkWidget       *widget,
           graphene_rect_t *in_window,
           graphene_rect_t *in_column)
{
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), in_window));
  g_assert_true (gtk_widget_compute_bounds (widget, window->turn_column, in_column));
}

static void
assert_same_place (const char            *what,
                   const char            *where,
                   const graphene_rect_t *before,
                   const graphene_rect_t *after)
{
  g_test_message ("%s, %s: at %g,%g before the roll, %g,%g after", what, where,
                  before->origin.x, before->origin.y, after->origin.x, after->origin.y);
  if (!graphene_rect_equal (before, after))
    g_error ("%s moved %s when the roll's sentence appeared: from %g,%g (%g × %g) to %g,%g (%g × %g)",
             what, where, before->origin.x, before->origin.y, before->size.width, before->size.height,
             after->origin.x, after->origin.y, after->size.width, after->size.height);
}

/* After a roll the sentence appears under the dice and End Turn, the button the player is
 * about to press, stays where it was (it went down by about 54 px), and so do the dice: on a
 * phone and a tablet, at text scale 1 and 1.5 */
static void
test_end_turn_still (void)
{
  static const struct { int width, height; double scale; } sizes[] = {
    { 360, 640, 1.0 }, { 360, 640, 1.5 }, { 1280, 800, 1.0 }, { 1280, 800, 1.5 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *where = g_strdup_printf ("%d × %d, text scale %g", sizes[i].width, sizes[i].height,
                                                sizes[i].scale);
      HeraldRoll dice = { .event = HERALD_EVENT_SCIENCE, .red = 1, .white = 4 };
      graphene_rect_t end_before, end_after, end_col_before, end_col_after;
      graphene_rect_t dice_before, dice_after, dice_col_before, dice_col_after;
      HeraldWindow *window;
      HeraldSession *session;

      herald_test_set_text_scale (sizes[i].scale);
      window = open_window (sizes[i].width, sizes[i].height);
      session = herald_window_get_session (window);
      herald_test_flush ();
      g_assert_null (herald_dice_panel_get_banner (window->dice_panel));
      get_place (window, window->end_turn_button, &end_before, &end_col_before);
      get_place (window, GTK_WIDGET (window->dice_panel), &dice_before, &dice_col_before);

      /* as Roll does it (game.roll), with these dice */
      herald_window_start_roll (window, &dice);
      herald_test_run_for (400);
      herald_test_flush ();
      g_assert_cmpuint (herald_session_get_state (session)->phase, ==, HERALD_PHASE_AFTER_ROLL);
      /* the sentence shows, whole */
      g_assert_nonnull (herald_dice_panel_get_banner (window->dice_panel));
      g_assert_true (g_str_has_prefix (herald_dice_panel_get_banner (window->dice_panel), "Production 5"));
      get_place (window, window->end_turn_button, &end_after, &end_col_after);
      get_place (window, GTK_WIDGET (window->dice_panel), &dice_after, &dice_col_after);

      assert_same_place ("End Turn", where, &end_col_before, &end_col_after);
      assert_same_place ("End Turn on screen", where, &end_before, &end_after);
      assert_same_place ("The dice panel", where, &dice_col_before, &dice_col_after);
      assert_same_place ("The dice panel on screen", where, &dice_before, &dice_after);

      /* and back at the next turn: the sentence goes, End Turn stays */
      herald_dice_panel_set_banner (window->dice_panel, NULL);
      herald_test_flush ();
      g_assert_null (herald_dice_panel_get_banner (window->dice_panel));
      get_place (window, window->end_turn_button, &end_after, &end_col_after);
      assert_same_place ("End Turn without the sentence", where, &end_col_before, &end_col_after);

      gtk_window_destroy (GTK_WINDOW (window));
      herald_test_run_for (50);
    }
  herald_test_set_text_scale (1.0);
}

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
  HeraldRoll dice = { .event = HERALD_EVENT_TRADE, .red = 2, .white = 3 };
  g_autoptr(GError) error = NULL;
  HeraldSession *session = herald_window_get_session (window);
  guint n_stars = 0;

  /* Anna takes the politics metropolis: "Politics ★" */
  g_assert_true (herald_session_roll (session, &dice, NULL, &error));
  g_assert_no_error (error);
  for (guint l = 0; l < 4; l++)
    {
      HeraldAction improve;

      herald_action_init (&improve, HERALD_ACTION_IMPROVE_CITY, 0);
      improve.track = HERALD_TRACK_POLITICS;
      improve.city = -1;
      g_assert_true (herald_session_perform (session, &improve, &error));
      g_assert_no_error (error);
    }
  g_assert_true (window->narrow);
  adw_view_stack_set_visible_child_name (window->view_stack, "players");
  herald_test_run_for (400);
  herald_test_flush ();
  g_assert_cmpint (surface_width (window), ==, 360);

  for (guint i = 0; i < window->cards->len; i++)
    {
      HeraldPlayerCard *card = g_ptr_array_index (window->cards, i);

      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (card)));
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

/* The widest descendant of @widget by its least width, for the message */
static void
report_widest (GtkWidget *widget,
               int        depth)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int min = 0;

      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      if (min > 300 && depth < 14)
        {
          g_test_message ("%*s%s %d px at least%s%s", depth, "", G_OBJECT_TYPE_NAME (child), min,
                          GTK_IS_LABEL (child) ? ": " : "",
                          GTK_IS_LABEL (child) ? gtk_label_get_label (GTK_LABEL (child)) : "");
          report_widest (child, depth + 1);
        }
    }
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
  g_assert_cmpuint (n_titles, ==, 1);
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
}

static void
test_phone_shortcuts (void)
{
  at_phone_text_scales (check_phone_shortcuts);
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
   * header bar's room is left (herald-dialog-util.c) */
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
  HeraldWindow *window = herald_window_new (NULL);
  HeraldSession *session = herald_window_get_session (window);
  g_autoptr(HeraldGame) model = herald_test_game_new (NULL, 4, NULL);
  HeraldRules rules = *herald_game_get_rules (model);
  g_autoptr(JsonNode) start = NULL;
  g_autoptr(GError) error = NULL;
  AdwMessageDialog *dialog;
  GLogLevelFlags fatal;

  herald_test_set_text_scale (1.5);
  start = json_from_string ("{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": ["
                            "{\"progress_cards\": [\"merchant\", \"bishop\", \"spy\", \"warlord\"],"
                            " \"knights\": [{\"level\": 2, \"active\": true}]},"
                            " {\"knights\": [{\"level\": 1, \"active\": true}]},"
                            " {\"knights\": [{\"level\": 1, \"active\": true}]}, {}]}", &error);
  g_assert_no_error (error);
  g_assert_true (herald_session_new_game_at (session, &rules, four_players, 4, start, &error));
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_wait_for_width (window, 360);
  herald_test_run_for (400);
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
  HeraldWindow *window = herald_window_new (NULL);
  HeraldSession *session = herald_window_get_session (window);
  g_autoptr(HeraldGame) model = herald_test_game_new (NULL, 4, NULL);
  HeraldRules rules = *herald_game_get_rules (model);
  g_autoptr(JsonNode) start = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) scrollers = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *scroller, *viewport, *cards;
  GLogLevelFlags fatal;

  herald_test_set_text_scale (scale);
  start = json_from_string ("{\"round\": 5, \"barbarian_position\": 2, \"first_attack_done\": true, \"players\": ["
                            "{\"progress_cards\": [\"merchant\", \"bishop\", \"spy\", \"warlord\"]},"
                            " {\"progress_cards\": [\"commercial_harbor\", \"merchant_fleet\", \"master_merchant\", \"resource_monopoly\"]},"
                            " {}, {}]}", &error);
  g_assert_no_error (error);
  g_assert_true (herald_session_new_game_at (session, &rules, four_players, 4, start, &error));
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_wait_for_width (window, width);
  herald_test_run_for (400);
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
  g_autoptr(GtkCssProvider) style = NULL;

  if (!herald_test_init_window (&argc, &argv, "layout"))
    return 0;
  /* the stylesheet the application loads (AdwApplication, from the resources): a card's
   * padding, border and 44 px touch targets are part of its width */
  style = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (style, "/io/github/herald/Herald/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (style),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_test_add_func ("/herald/layout/cards-large-text", test_cards_large_text);
  g_test_add_func ("/herald/layout/cards-scale-change", test_cards_scale_change);
  g_test_add_func ("/herald/layout/phone-width", test_phone_width);
  g_test_add_func ("/herald/layout/phone-long-name", test_phone_long_name);
  g_test_add_func ("/herald/layout/phone-languages", test_phone_languages);
  g_test_add_data_func ("/herald/layout/phone-states/en", "en", test_phone_states);
  g_test_add_data_func ("/herald/layout/phone-states/it", "it", test_phone_states);
  g_test_add_data_func ("/herald/layout/phone-states/de", "de", test_phone_states);
  g_test_add_data_func ("/herald/layout/phone-states/da", "da", test_phone_states);
  g_test_add_data_func ("/herald/layout/phone-states/ro", "ro", test_phone_states);
  g_test_add_func ("/herald/layout/phone-start-long-name", test_phone_start_long_name);
  g_test_add_func ("/herald/layout/toast-width", test_toast_width);
  g_test_add_func ("/herald/layout/phone-focus-in-view", test_phone_focus_in_view);
  g_test_add_func ("/herald/layout/end-turn-still", test_end_turn_still);
  g_test_add_func ("/herald/layout/only-looking", test_only_looking);
  g_test_add_func ("/herald/layout/game-over-toast", test_game_over_toast);
  g_test_add_func ("/herald/layout/phone-enter-dice", test_phone_enter_dice);
  g_test_add_func ("/herald/layout/phone-track-names", test_phone_track_names);
  g_test_add_func ("/herald/layout/phone-windows", test_phone_windows);
  g_test_add_func ("/herald/layout/phone-dialogs", test_phone_dialogs);
  g_test_add_func ("/herald/layout/hand-text", test_hand_text);
  g_test_add_func ("/herald/layout/phone-shortcuts", test_phone_shortcuts);

  return g_test_run ();
}
