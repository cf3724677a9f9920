/* test-layout-languages.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A phone's window in every language (issue 11): the turn column and the event die's name
 * at 360 px and text scale 1.5 in each language of the build, and every state of the window
 * (setup round, decisions, menus, the winner's page) 360 px wide at text scale 1 and 1.5, a
 * process for each language. Split from test-layout.c (layout-test-utils.c: what they share).
 * Needs a display: meson runs it under xvfb-run; without either it reports a skip. */

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
#include "layout-test-utils.h"
#include "herald-window.h"
#include <string.h>

#include "herald-window-private.h"

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

/* The three dice are of one size and level with each other: at 360 px and text scale 1.5
 * "Zarul de eveniment" in four lines made the event die 126 px tall beside the red and white
 * dice's 88, "Ereigniswürfel" and "Begivenhed" 96 px wide (newcomer report 28, N28-13) */
static void
check_dice_level (HeraldWindow *window,
                  const char   *language,
                  const char   *when)
{
  g_autoptr(GPtrArray) labels = herald_test_find_widgets (GTK_WIDGET (window->dice_panel), GTK_TYPE_LABEL);
  g_autoptr(GPtrArray) dice = herald_test_find_widgets (GTK_WIDGET (window->dice_panel), GTK_TYPE_DRAWING_AREA);
  GtkWidget *event = NULL;
  graphene_rect_t event_bounds;

  for (guint l = 0; l < labels->len && event == NULL; l++)
    event = event_die_of (labels->pdata[l]);
  g_assert_nonnull (event);
  g_assert_cmpuint (dice->len, ==, 2);
  herald_test_run_for (100);
  g_assert_true (gtk_widget_compute_bounds (event, GTK_WIDGET (window->dice_panel), &event_bounds));
  for (guint d = 0; d < dice->len; d++)
    {
      graphene_rect_t bounds;

      g_assert_true (gtk_widget_compute_bounds (dice->pdata[d], GTK_WIDGET (window->dice_panel), &bounds));
      g_test_message ("%s, %s: the event die %g × %g px at y %g, die %u %g × %g px at y %g", language, when,
                      event_bounds.size.width, event_bounds.size.height, event_bounds.origin.y, d,
                      bounds.size.width, bounds.size.height, bounds.origin.y);
      if (ABS (bounds.size.width - event_bounds.size.width) > 0.5 ||
          ABS (bounds.size.height - event_bounds.size.height) > 0.5 ||
          ABS (bounds.origin.y - event_bounds.origin.y) > 0.5)
        g_error ("%s at 360 px, %s: the event die is %g × %g px at y %g, the %s die %g × %g px at y %g",
                 language, when, event_bounds.size.width, event_bounds.size.height, event_bounds.origin.y,
                 d == 0 ? "red" : "white", bounds.size.width, bounds.size.height, bounds.origin.y);
    }
}

/* The position of tests/ui/four-players.json (round 9: metropolises, levels, knights, walls,
 * Anna a Defender of Catan): a window of it at 360 px, text scale 1.5, asked for 369 px in
 * Italian, Anna's badges "Strada", "Mercante" and "Salvatore 1" in one row (newcomer report
 * 28, N28-8) */
#define ROUND_NINE "{\"round\": 9, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": [" \
  "{\"settlements\": 1, \"cities\": 4, \"walls\": 2, \"knights\": [{\"level\": 2, \"active\": true}, {\"level\": 1, \"active\": false}]," \
  " \"improvements\": {\"trade\": 3, \"politics\": 4, \"science\": 2}, \"metropolises\": [\"politics\"], \"defender\": 1}," \
  "{\"settlements\": 3, \"cities\": 2, \"knights\": [{\"level\": 1, \"active\": true}], \"improvements\": {\"trade\": 2, \"science\": 1}}," \
  "{\"settlements\": 2, \"cities\": 3, \"walls\": 1, \"improvements\": {\"science\": 4}, \"metropolises\": [\"science\"]}," \
  "{\"settlements\": 4, \"cities\": 2, \"knights\": [{\"level\": 1, \"active\": true}, {\"level\": 2, \"active\": true}]," \
  " \"improvements\": {\"trade\": 1, \"politics\": 1}}]}"

/* A window of the ROUND_NINE position at 360 × 640 */
static HeraldWindow *
open_round_nine (void)
{
  HeraldWindow *window = herald_window_new (NULL);
  g_autoptr(HeraldGame) model = herald_test_game_new ("{\"progress_cards\": \"digital\"}", 4, NULL);
  HeraldRules rules = *herald_game_get_rules (model);
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;

  node = json_from_string (ROUND_NINE, &error);
  g_assert_no_error (error);
  g_assert_true (herald_session_new_game_at (herald_window_get_session (window), &rules, four_players, 4, node, &error));
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_wait_for_width (window, 360);
  herald_test_run_for (400);
  return window;
}

/* The window's words are in the language of now, not in the first one this process spoke:
 * the turn's headline ("%s to roll", "%s’s turn", kept once translated since the
 * thirty-fourth round of docs/performance.md) and a card's "Defender %u" (kept so since the
 * twenty-fourth: it stayed English in every language after the first) are translated again
 * when the catalogues change (HERALD_ONCE ()) */
static void
check_turn_words (HeraldWindow *window,
                  const char   *language)
{
  HeraldGame *game = herald_window_get_game (window);
  const HeraldState *state = herald_game_get_state (game);
  g_autofree char *turn = g_strdup_printf (state->phase == HERALD_PHASE_BEFORE_ROLL ? _("%s to roll") : _("%s’s turn"),
                                           herald_text_player_name (game, state->current));

  g_test_message ("%s: the turn reads “%s”", language, gtk_label_get_label (window->turn_label));
  g_assert_cmpstr (gtk_label_get_label (window->turn_label), ==, turn);
}

/* The turn column asks for no more than the phone gives it, so it never scrolls sideways: at
 * 360 px and text scale 1.5 in Italian it asked for 412 px ("Inserisci dadi…" and
 * "Alchimista…" side by side, each as wide as the wider), in Danish for 339 px ("Bosættelse
 * placeret"), and the table was cut on both sides (newcomer report 11, N-1). In every
 * language of the build (HERALD_TEST_LOCALEDIR), before and after a roll; the setup round's
 * card is measured too, as the column's stack asks for its widest page. */
static void
test_phone_languages (void)
{
  const char *languages[] = { "en", "it", "de", "da", "ro" };
  g_autofree char *old_language = g_strdup (g_getenv ("LANGUAGE"));
  g_autofree char *last = NULL;

  /* in a process of its own: Herald keeps texts it translated once, which would stay in the
   * last language for the tests after this one */
  if (!herald_test_in_language_process (languages[0], 300))
    return;
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
      check_dice_level (window, languages[i], "before the first roll");
      check_turn_words (window, languages[i]);
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
              check_dice_level (window, languages[i], "after a trade gate");
              check_turn_words (window, languages[i]);
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

      /* a game in progress, both pages: in Italian the window asked for 369 px */
      {
        int min = 0;

        window = open_round_nine ();
        for (guint page = 0; page < 2; page++)
          {
            adw_view_stack_set_visible_child_name (window->view_stack, page == 0 ? "table" : "players");
            herald_test_run_for (200);
            gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
            g_test_message ("%s, round 9, the %s page: the window asks for %d px", languages[i],
                            page == 0 ? "Table" : "Players", min);
            if (min > 360)
              {
                report_widest (GTK_WIDGET (window), 0);
                g_error ("%s at 360 px, text scale 1.5, round 9: the window asks for %d px", languages[i], min);
              }
          }
        check_dice_level (window, languages[i], "round 9");
        {
          /* Anna is a Defender of Catan */
          HeraldPlayerCard *anna = g_ptr_array_index (window->cards, 0);
          g_autofree char *defender = g_strdup_printf (_("Defender %u"), 1u);

          g_assert_cmpstr (gtk_label_get_label (anna->defender_label), ==, defender);
        }
        gtk_window_destroy (GTK_WINDOW (window));
        herald_test_run_for (50);
      }

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
      /* words that need more room are scaled down in the die (HeraldClampLayout's
       * maximum-height): what they need, as drawn */
      if (gtk_widget_get_width (labels->pdata[l]) > 0)
        needed = (int) (needed * bounds.size.width / gtk_widget_get_width (labels->pdata[l]));
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
 * cards' names are not checked: a player's name may be any length. No word on the screen is
 * broken inside itself (tester report 43, N43-8: check_words_whole ()). */
static void
check_statuses_whole (HeraldWindow *window,
                        const char   *language,
                        double        scale,
                        const char   *state)
{
  g_autofree char *what = g_strdup_printf ("%s at 360 px, text scale %g, %s", language, scale, state);
  g_autoptr(GPtrArray) skip = g_ptr_array_new ();

  herald_test_run_for (100);
  /* not yet: the header bar's title ("Gründungs-phase" at 138 px in this process's fallback
   * font), which breaks a word too long for it at any character (fix45b's report,
   * fix45b-1). The cards' names, the colours' names here, are whole ("Portoca-liu" at 144 px
   * before: N43-8) */
  g_ptr_array_add (skip, window->window_title);
  check_words_whole (GTK_WIDGET (window), skip, what);
  for (guint c = 0; c < window->cards->len; c++)
    {
      HeraldPlayerCard *card = window->cards->pdata[c];
      GtkWidget *status = GTK_WIDGET (card->status_label);

      if (gtk_widget_get_mapped (status)
          && pango_layout_is_ellipsized (gtk_label_get_layout (card->status_label)))
        g_error ("%s at 360 px, text scale %g, %s: a card's status “%s” is cut (%d × %d px)", language,
                 scale, state, gtk_label_get_label (card->status_label), gtk_widget_get_width (status),
                 gtk_widget_get_height (status));
      /* a name wrapped by words only is cut, never runs past its card (N43-8) */
      if (gtk_widget_get_mapped (GTK_WIDGET (card->name_label)))
        {
          PangoRectangle logical;

          pango_layout_get_pixel_extents (gtk_label_get_layout (card->name_label), NULL, &logical);
          if (logical.width > gtk_widget_get_width (GTK_WIDGET (card->name_label)))
            g_error ("%s: a card's name “%s” runs past its label (%d px of %d)", what,
                     gtk_label_get_label (card->name_label), logical.width,
                     gtk_widget_get_width (GTK_WIDGET (card->name_label)));
        }
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
  /* measured once it lies still: on a loaded machine (the replica ci33) the points menu was
   * measured 460 px tall from 14 px above the window, laid out again a moment later */
  for (guint waited = 0, still = 0; still < 2 && waited < 3000; waited += 100)
    {
      int y = gdk_popup_get_position_y (GDK_POPUP (gtk_native_get_surface (GTK_NATIVE (popover))));
      int h = gtk_widget_get_height (GTK_WIDGET (popover));

      herald_test_run_for (100);
      still = y == gdk_popup_get_position_y (GDK_POPUP (gtk_native_get_surface (GTK_NATIVE (popover)))) &&
              h == gtk_widget_get_height (GTK_WIDGET (popover)) ? still + 1 : 0;
    }
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
  /* its child as tall as its lines at the width it got: GTK 4.8 measured it for a wider
   * width, and at text scale 1.5 in German the points menu's "Figuren korrigieren…" was cut
   * in half at its lower edge (break60-2) */
  if (!GTK_IS_POPOVER_MENU (popover))
    {
      GtkWidget *child = gtk_popover_get_child (popover);
      int needed = 0;

      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL,
                          gtk_widget_get_width (child) + gtk_widget_get_margin_start (child) +
                          gtk_widget_get_margin_end (child), NULL, &needed, NULL, NULL);
      needed -= gtk_widget_get_margin_top (child) + gtk_widget_get_margin_bottom (child);
      g_test_message ("%s, text scale %g, the %s's child: %d px wide, %d px tall, needs %d", language,
                      scale, menu, gtk_widget_get_width (child), gtk_widget_get_height (child), needed);
      if (gtk_widget_get_height (child) < needed)
        g_error ("%s at 360 px, text scale %g: the %s's child is %d px tall at %d px and needs %d px: "
                 "its last lines are cut", language, scale, menu, gtk_widget_get_height (child),
                 gtk_widget_get_width (child), needed);
      /* and no word of it broken inside: "Siegpunktkart-en" in German at text scale 1.5
       * (break60-3) */
      {
        g_autoptr(GPtrArray) none = g_ptr_array_new ();
        g_autofree char *what = g_strdup_printf ("%s at 360 px, text scale %g, the %s", language, scale, menu);

        check_words_whole (GTK_WIDGET (popover), none, what);
      }
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
test_phone_states (gconstpointer data)
{
  const char *languages[] = { data };
  static const double scales[] = { 1.0, 1.5 };
  g_autofree char *old_language = g_strdup (g_getenv ("LANGUAGE"));

  /* each language in a process of its own: Herald keeps texts it translated once (the
   * tracks' names), which would stay in the first language for the next ones */
  if (!herald_test_in_language_process ("en", 400))
    return;
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:minimize,maximize,close", NULL);
  /* as a player's Herald: GNOME's interface font (from the settings portal; GTK's own
   * fallback, Sans 10, measured "Commercio" 23 px narrower at text scale 1.5), this process
   * only; the app's stylesheet (the level buttons' 44 px) is main ()'s, in every process */
  g_object_set (gtk_settings_get_default (), "gtk-font-name", "Cantarell 11", NULL);
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
        /* End Turn as it reads in the special build phase (5–6 players): "Fine costruzione
         * speciale" made the column 30 px wider than the phone at text scale 1.5 (tester
         * report 47, N47-1) */
        {
          g_autofree char *end_turn = g_strdup (gtk_button_get_label (GTK_BUTTON (window->end_turn_button)));

          gtk_button_set_label (GTK_BUTTON (window->end_turn_button), _("_End Special Build"));
          check_state_width (GTK_WIDGET (window), language, scale, "End Special Build");
          {
            int button_min = 0, column_min = 0;

            /* the window asks for 360 px still (the column is in a scrolled window): the
             * column's and the button's own widths are what showed it */
            gtk_widget_measure (window->end_turn_button, GTK_ORIENTATION_HORIZONTAL, -1, &button_min, NULL, NULL, NULL);
            gtk_widget_measure (window->turn_column, GTK_ORIENTATION_HORIZONTAL, -1, &column_min, NULL, NULL, NULL);
            g_test_message ("%s, text scale %g: End Special Build asks for %d px, the turn's column %d px of %d",
                            language, scale, button_min, column_min, gtk_widget_get_width (window->turn_column));
            if (column_min > gtk_widget_get_width (window->turn_column) ||
                gtk_widget_get_width (window->turn_column) > 360)
              g_error ("%s at 360 px, text scale %g: with End Special Build the turn's column asks for %d px "
                       "and is %d px wide", language, scale, column_min, gtk_widget_get_width (window->turn_column));
          }
          gtk_button_set_label (GTK_BUTTON (window->end_turn_button), end_turn);
        }
        check_die_name (window, herald_text_event_name (HERALD_EVENT_TRADE));
        check_die_name_inside (window, column_width);
        check_dice_level (window, language, scale == 1 ? "text scale 1, after a trade gate" : "text scale 1.5, after a trade gate");
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

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "layout languages"))
    return 0;
  /* the stylesheet the application loads (AdwApplication, from the resources): a card's
   * padding, border and 44 px touch targets are part of its width */
  load_app_stylesheet ();

  g_test_add_func ("/herald/layout/phone-languages", test_phone_languages);
  g_test_add_data_func ("/herald/layout/phone-states/en", "en", test_phone_states);
  g_test_add_data_func ("/herald/layout/phone-states/it", "it", test_phone_states);
  g_test_add_data_func ("/herald/layout/phone-states/de", "de", test_phone_states);
  g_test_add_data_func ("/herald/layout/phone-states/da", "da", test_phone_states);
  g_test_add_data_func ("/herald/layout/phone-states/ro", "ro", test_phone_states);

  return g_test_run ();
}
