/* test-a11y-repeats.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a screen reader said twice or without a name (issue 11, newcomer report 14): a
 * tooltip that repeats a control's name was its description, read after the name (N14-2); a
 * knight's level numeral was read after its name (N14-25); the Export menu was named by its
 * class (N14-15); the turn's scroller, a Tab stop when nothing in it can take the focus, had
 * no name (N14-17). Needs a display (run under xvfb-run by meson). */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-a11y-private.h"
#include "herald-game-over-page.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-widget-update.h"
#include "herald-window-private.h"

/* 1. A tooltip in the name is not the description; one that says more is */
static void
test_tooltip_in_name (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *labelled = gtk_button_new_with_label ("History");
  GtkWidget *named = gtk_button_new_with_label ("Blue");
  GtkWidget *more = gtk_button_new_with_label ("Roll");
  GtkWidget *delete = gtk_button_new_from_icon_name ("user-trash-symbolic");
  g_autofree char *description = NULL;

  gtk_widget_set_tooltip_text (labelled, "History");
  herald_a11y_set_label (named, "Player 2 colour: Blue");
  gtk_widget_set_tooltip_text (named, "Blue");
  gtk_widget_set_tooltip_text (more, "Roll the three dice");
  gtk_box_append (GTK_BOX (box), labelled);
  gtk_box_append (GTK_BOX (box), named);
  gtk_box_append (GTK_BOX (box), more);
  /* its words, in another case (verify report 14, V14-1: "Delete the game of … push button.
   * Delete Game.") */
  herald_a11y_update_label (delete, "Delete the game of Anna, Ben");
  gtk_widget_set_tooltip_text (delete, "Delete Game");
  gtk_box_append (GTK_BOX (box), delete);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();

  gtk_test_accessible_assert_property (labelled, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");
  gtk_test_accessible_assert_property (named, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");
  gtk_test_accessible_assert_property (more, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Roll the three dice");
  gtk_test_accessible_assert_property (delete, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");
  /* the tooltips still show */
  g_assert_cmpstr (gtk_widget_get_tooltip_text (labelled), ==, "History");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (named), ==, "Blue");

  /* as a tooltip or a name changes */
  gtk_widget_set_tooltip_text (more, "Roll");
  gtk_test_accessible_assert_property (more, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");
  gtk_widget_set_tooltip_text (more, "Roll again");
  gtk_test_accessible_assert_property (more, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Roll again");
  herald_a11y_set_label (named, "Player 2 colour");
  gtk_test_accessible_assert_property (named, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Blue");
  herald_a11y_update_label (named, "Player 2 colour: Blue");
  gtk_test_accessible_assert_property (named, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");

  /* an announcement's description given back is empty again, not the tooltip */
  herald_restore_description (named, NULL, NULL);
  herald_test_run_for (HERALD_DESCRIPTION_SETTLE_MS + 300);
  description = herald_test_accessible_property (named, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_true (g_strcmp0 (description, "") == 0 || g_strcmp0 (description, "undefined") == 0);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* 2. In the window: the History button and the players' points buttons ("Points from …"
 * said twice) */
static void
test_window_repeats (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 1280, 800);
  g_autoptr(GPtrArray) widgets = herald_test_find_widgets (GTK_WIDGET (window), GTK_TYPE_WIDGET);
  guint history = 0, repeated = 0;

  for (guint i = 0; i < widgets->len; i++)
    {
      GtkWidget *widget = widgets->pdata[i];
      const char *tip = gtk_widget_get_tooltip_text (widget);
      g_autofree char *label = NULL;
      g_autofree char *description = NULL;

      if (tip == NULL || !gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
        continue;
      label = herald_test_accessible_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL);
      if (strstr (label, tip) == NULL)
        continue;
      description = herald_test_accessible_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      g_test_message ("%s '%s': tooltip '%s', description '%s'", G_OBJECT_TYPE_NAME (widget), label, tip,
                      description);
      g_assert_cmpstr (description, ==, "");
      if (g_strcmp0 (label, "History") == 0)
        history++;
      repeated++;
    }
  g_assert_cmpuint (history, ==, 1);
  g_assert_cmpuint (repeated, >=, 4);  /* History, Main Menu, a points button a player */
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* 3. A knight's level numeral is hidden: its name says the level */
static void
test_knight_mark_hidden (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 3, \"current\": 0, \"players\": ["
                                                  "{\"knights\": [{\"level\": 1, \"active\": false}]},"
                                                  "{\"knights\": [{\"level\": 2, \"active\": true}]}, {}]}",
                                                  1280, 800);
  g_autoptr(GPtrArray) buttons = herald_test_find_widgets (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON);
  guint marks = 0, inners = 0;

  for (guint i = 0; i < buttons->len; i++)
    {
      GtkMenuButton *button = buttons->pdata[i];
      g_autoptr(GPtrArray) labels = NULL;

      if (g_strcmp0 (gtk_menu_button_get_label (button), "I") != 0
          && g_strcmp0 (gtk_menu_button_get_label (button), "II") != 0)
        continue;
      labels = herald_test_find_widgets (GTK_WIDGET (button), GTK_TYPE_LABEL);
      for (guint l = 0; l < labels->len; l++)
        {
          if (gtk_widget_get_ancestor (labels->pdata[l], GTK_TYPE_POPOVER) != NULL)
            continue;
          g_test_message ("%s: '%s'", gtk_menu_button_get_label (button), gtk_label_get_text (labels->pdata[l]));
          gtk_test_accessible_assert_state (labels->pdata[l], GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
          marks++;
        }
      /* nor does the numeral describe the button inside, through which Orca reads it: "I."
       * was read after its name (verify report 14, V14-2) */
      for (GtkWidget *inner = gtk_widget_get_first_child (GTK_WIDGET (button)); inner != NULL;
           inner = gtk_widget_get_next_sibling (inner))
        if (GTK_IS_BUTTON (inner))
          {
            g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (inner),
                                                              GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));
            /* nor by the menu button, given back after an announcement: its name is the
             * knight's again */
            herald_restore_description (inner, NULL, GTK_WIDGET (button));
            herald_test_run_for (HERALD_DESCRIPTION_SETTLE_MS + 300);
            g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (inner),
                                                              GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));
            inners++;
          }
    }
  g_assert_cmpuint (marks, >=, 2);
  g_assert_cmpuint (inners, >=, 2);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* 4. The Export menu is named as its button; the turn's scroller is named */
static void
test_named (void)
{
  GtkWidget *page = g_object_ref_sink (g_object_new (HERALD_TYPE_GAME_OVER_PAGE, NULL));
  GtkMenuButton *export = herald_test_find_one (page, GTK_TYPE_MENU_BUTTON);
  HeraldWindow *window;
  GtkWidget *roll;
  GtkWidget *scroller;

  g_assert_nonnull (export);
  gtk_test_accessible_assert_property (gtk_menu_button_get_popover (export), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Export…");
  g_object_unref (page);

  window = herald_test_window_show (NULL, 1280, 800);
  roll = herald_test_find_action_button (GTK_WIDGET (window), "game.roll", NULL);
  g_assert_nonnull (roll);
  scroller = gtk_widget_get_ancestor (roll, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);
  gtk_test_accessible_assert_property (scroller, GTK_ACCESSIBLE_PROPERTY_LABEL, "Turn");
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* 5. A reason given on demand (herald_update_described ()) that repeats the name describes
 * nothing: Orca read the label a described-by relation points to after the name ("Correct:
 * White has one settlement less push button. Correct: White has one settlement less.";
 * verify report 14, V14-1), and an empty one as "GtkLabel" */
static void
test_described_repeats (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *button = gtk_button_new_with_label ("−");

  gtk_window_set_child (GTK_WINDOW (window), button);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();

  herald_a11y_update_label (button, "Correct: White has one settlement less");
  herald_update_described (button, "Correct: White has one settlement less");
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));
  g_assert_cmpstr (herald_get_described (button), ==, "Correct: White has one settlement less");
  g_assert_true (gtk_widget_get_has_tooltip (button));

  /* a reason that says more describes it */
  herald_update_described (button, "Not possible: White has no settlement");
  g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));
  /* as the name comes to say it */
  herald_a11y_update_label (button, "Not possible: White has no settlement");
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));
  herald_a11y_update_label (button, "Correct: White has one settlement less");
  g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));
  /* none: nothing, not an empty label */
  herald_update_described (button, NULL);
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));

  /* given back after an announcement (herald-a11y.c): not while it repeats the name */
  herald_update_described (button, "Correct: White has one settlement less");
  herald_restore_description (button, NULL, g_object_get_data (G_OBJECT (button), "herald-described-label"));
  herald_test_run_for (HERALD_DESCRIPTION_SETTLE_MS + 300);
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* 6. In the window: no player card control is described by what its name says (the level
 * buttons, the corrections) */
static void
test_window_described (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 1280, 800);
  g_autoptr(GPtrArray) buttons = herald_test_find_widgets (GTK_WIDGET (window), GTK_TYPE_BUTTON);
  guint repeating = 0, saying = 0;

  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = buttons->pdata[i];
      const char *text = herald_get_described (button);
      gboolean related = gtk_test_accessible_has_relation (GTK_ACCESSIBLE (button),
                                                           GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);

      g_autofree char *name = NULL;

      if (text == NULL || !gtk_test_accessible_has_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL))
        continue;
      name = herald_test_accessible_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL);
      if (strstr (name, text) != NULL)
        {
          g_assert_false (related);
          repeating++;
        }
      else
        {
          g_assert_true (related);
          saying++;
        }
    }
  g_test_message ("%u reasons repeat the name, %u say more", repeating, saying);
  g_assert_cmpuint (repeating, >=, 3);
  g_assert_cmpuint (saying, >=, 3);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* 7. A drop-down's button named "Player 3 colour: White" is not described "White" again; a
 * combo row says its value by a label that describes it, not by a description, which GTK
 * sent as a change when the focus first came to it ("Who starts combo box. Player 1. Player
 * 1"); a row that shows its value as its subtitle (New Game's "Who starts") says it once, not
 * as the value and the subtitle ("Who starts combo box. Anna. Anna.", issue 11) */
static void
test_drop_downs (void)
{
  const char *colours[] = { "Red", "White", NULL };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *drop_down = gtk_drop_down_new_from_strings (colours);
  GtkWidget *list = gtk_list_box_new ();
  AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());
  AdwComboRow *shown = ADW_COMBO_ROW (adw_combo_row_new ());
  g_autoptr(GtkStringList) model = gtk_string_list_new (colours);
  g_autoptr(GtkStringList) players = gtk_string_list_new ((const char *[]) { "Anna", "Ben", NULL });
  g_autofree char *description = NULL;
  guint inner = 0;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), "Who starts");
  adw_combo_row_set_model (row, G_LIST_MODEL (model));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), 1);
  herald_a11y_name_drop_down (drop_down, "Player 3 colour");
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (row));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (shown), "Who starts");
  adw_combo_row_set_use_subtitle (shown, TRUE);
  adw_combo_row_set_model (shown, G_LIST_MODEL (players));
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (shown));
  gtk_box_append (GTK_BOX (box), drop_down);
  gtk_box_append (GTK_BOX (box), list);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();

  for (GtkWidget *child = gtk_widget_get_first_child (drop_down); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BUTTON (child))
      {
        gtk_test_accessible_assert_property (child, GTK_ACCESSIBLE_PROPERTY_LABEL, "Player 3 colour: White");
        gtk_test_accessible_assert_property (child, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");
        inner++;
      }
  g_assert_cmpuint (inner, ==, 1);

  description = herald_test_accessible_property (GTK_WIDGET (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_cmpstr (description, ==, "undefined");
  g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));
  g_assert_cmpstr (gtk_label_get_label (g_object_get_data (G_OBJECT (row), "herald-a11y-value-label")), ==, "Red");
  adw_combo_row_set_selected (row, 1);
  g_assert_cmpstr (gtk_label_get_label (g_object_get_data (G_OBJECT (row), "herald-a11y-value-label")), ==, "White");

  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (shown)), ==, "Anna");
  g_assert_cmpstr (gtk_label_get_label (g_object_get_data (G_OBJECT (shown), "herald-a11y-value-label")), ==, "Anna");
  adw_combo_row_set_selected (shown, 1);
  g_assert_cmpstr (gtk_label_get_label (g_object_get_data (G_OBJECT (shown), "herald-a11y-value-label")), ==, "Ben");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* herald_a11y_repeats_name () keeps its answers by name and text (docs/performance.md,
 * thirteenth round): an answer follows the name and the text it was asked for, past the bound
 * of the answers kept */
static void
test_answers_kept (void)
{
  g_autoptr(GtkWidget) button = g_object_ref_sink (gtk_button_new_from_icon_name ("user-trash-symbolic"));

  herald_a11y_update_label (button, "Delete the game of Anna, Ben");
  for (guint round = 0; round < 2; round++)
    {
      g_assert_true (herald_a11y_repeats_name (button, "Delete Game"));
      g_assert_false (herald_a11y_repeats_name (button, "Delete Game now"));
      herald_a11y_update_label (button, "Remove the game of Anna, Ben");
      g_assert_false (herald_a11y_repeats_name (button, "Delete Game"));
      g_assert_true (herald_a11y_repeats_name (button, " GAME remove "));
      herald_a11y_update_label (button, "Delete the game of Anna, Ben");
      /* more names and texts than are kept */
      for (guint i = 0; i < 3000; i++)
        {
          g_autofree char *name = g_strdup_printf ("Knight %u of Anna", i);
          g_autofree char *same = g_strdup_printf ("anna %u", i);
          g_autofree char *other = g_strdup_printf ("Anna %u", i + 1);

          herald_a11y_update_label (button, name);
          g_assert_true (herald_a11y_repeats_name (button, same));
          g_assert_false (herald_a11y_repeats_name (button, other));
        }
      herald_a11y_update_label (button, "Delete the game of Anna, Ben");
    }
}

/* The words of @text as the thirteenth round cut them (g_utf8_casefold (), then the letters
 * and digits between anything else), to compare the answers with */
static GPtrArray *
reference_words (const char *text)
{
  g_autofree char *folded = g_utf8_casefold (text, -1);
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) word = g_string_new (NULL);

  for (const char *p = folded; ; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c != 0 && g_unichar_isalnum (c))
        {
          g_string_append_unichar (word, c);
          continue;
        }
      if (word->len > 0)
        g_ptr_array_add (words, g_strdup (word->str));
      g_string_truncate (word, 0);
      if (c == 0)
        break;
    }
  return words;
}

static gboolean
reference_repeats (const char *name,
                   const char *text)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (text));
  g_autoptr(GPtrArray) said = NULL;
  g_autoptr(GPtrArray) named = NULL;
  gboolean repeats;

  if (*trimmed == '\0')
    return FALSE;
  if (strstr (name, trimmed) != NULL)
    return TRUE;
  said = reference_words (trimmed);
  named = reference_words (name);
  repeats = said->len > 0;
  for (guint i = 0; repeats && i < said->len; i++)
    repeats = g_ptr_array_find_with_equal_func (named, said->pdata[i], g_str_equal, NULL);
  return repeats;
}

/* herald_a11y_repeats_name () answers at the first word of the text that the name does not
 * have, without cutting the rest (a knight's tooltip is its name and then its reasons;
 * docs/performance.md, twenty-third round), and answers as the words cut whole did: case
 * folded as GLib folds it (ß as ss, İ as i and a dot above), bidi isolates, apostrophes,
 * digits and letters of other scripts */
static void
test_first_word_answers (void)
{
  g_autoptr(GtkWidget) button = g_object_ref_sink (gtk_button_new_from_icon_name ("user-trash-symbolic"));
  static const char * const names[] = {
    "\u2068Ærø\u2069’s basic knight, active", "Delete the game of Anna, Ben", "STRASSE 12 İstanbul",
    "Knight 3 of \u2068Ζωή\u2069", "a", "Ærø’s basic knight, inactive\nActivate: it is Ben’s turn",
  };
  static const char * const texts[] = {
    "ærø BASIC", "Straße", "strasse 12", "i\u0307stanbul", "İstanbul", "\u2068Ærø\u2069’s basic knight, active",
    "Ærø’s basic knight, active\nActivate: it is Ben’s turn", "knight 3 of ζωή", "ΖΩΉ", "game   DELETE!", "...",
    " a ", "A b", "12", "1 2", "Delete the game of Anna, Ben", "delete game of anna ben now", "—", "ǅ", "ǆ",
  };
  g_autoptr(GString) long_text = g_string_new ("Promote");
  guint before;

  for (guint n = 0; n < G_N_ELEMENTS (names); n++)
    {
      herald_a11y_update_label (button, names[n]);
      for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
        if (herald_a11y_repeats_name (button, texts[t]) != reference_repeats (names[n], texts[t]))
          g_error ("\"%s\" of \"%s\": answered %d", texts[t], names[n], !reference_repeats (names[n], texts[t]));
    }

  /* a text of 41 words, the first not in the name: one word looked for */
  herald_a11y_update_label (button, "\u2068Anna\u2069’s basic knight, inactive");
  for (guint i = 0; i < 40; i++)
    g_string_append_printf (long_text, " Anna’s knight %u", i);
  before = herald_a11y_get_words_compared ();
  g_assert_false (herald_a11y_repeats_name (button, long_text->str));
  g_assert_cmpuint (herald_a11y_get_words_compared () - before, ==, 1);
}

/* the description @watch's widget was sent at each change since the last call, each in [] */
static char *
sent_descriptions (HeraldTestA11yWatch *watch)
{
  GString *sent = g_string_new (NULL);

  for (guint i = 0; i < watch->changes->len; i++)
    g_string_append_printf (sent, "[%s]", herald_test_a11y_change_at (watch, i)->description);
  g_array_set_size (watch->changes, 0);
  return g_string_free (sent, FALSE);
}

/* 8. A tooltip given on demand (a knight's name and its reasons, herald_update_tooltip_on_demand ())
 * gives the description once, as it is to be read: on one line, or empty while it repeats the
 * name. It was given as the tooltip's raw text and then again by the check on one line
 * (herald-tooltip.c, herald-a11y-tooltip.c), two events to a screen reader at each change of a
 * knight's reasons, the first with its line break. The description left is a button's made
 * afresh with the same name and GTK's tooltip (herald_a11y_tooltip_check ()); a button not yet
 * realized has GTK's (the text), put on one line as it is realized. */
static void
test_on_demand_described_once (void)
{
  static const char *name = "\u2068Anna\u2069\u2019s basic knight, inactive";
  static const struct { const char *tip; const char *sent; } steps[] = {
    { "\u2068Anna\u2069\u2019s basic knight, inactive\nActivate: it is Ben\u2019s turn, not Anna\u2019s",
      "Anna\u2019s basic knight, inactive. Activate: it is Ben\u2019s turn, not Anna\u2019s" },
    { "\u2068Anna\u2069\u2019s basic knight, inactive", "" },
    { "\u2068Anna\u2069\u2019s basic knight, inactive\nActivate: Anna has no grain\nPromote: needs the Fortress",
      "Anna\u2019s basic knight, inactive. Activate: Anna has no grain. Promote: needs the Fortress" },
    { "Wissen\u00ADschaft", "Wissenschaft" },
    { "Something else", "Something else" },
    { NULL, "undefined" },
    { "\u2068Anna\u2069\u2019s basic knight, inactive", "" },
  };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *elsewhere = gtk_button_new_with_label ("Elsewhere");
  GtkWidget *knight = gtk_button_new_with_label ("I");
  GtkWidget *later = gtk_button_new_with_label ("I");
  g_autoptr(HeraldTestA11yWatch) watch = NULL;

  gtk_box_append (GTK_BOX (box), elsewhere);
  gtk_box_append (GTK_BOX (box), knight);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();
  /* the focus elsewhere while an announcement left waiting by an earlier test ("Round 1. Anna
   * to roll") is made, the focused control's description for a moment (herald-a11y-announce.c) */
  gtk_widget_grab_focus (elsewhere);
  herald_test_run_for (1000);
  /* the button's accessible context made ready (GTK 4.8's test backend tells the changes of a
   * control that has had the focus) */
  gtk_widget_grab_focus (knight);
  herald_test_flush ();
  gtk_widget_grab_focus (elsewhere);
  herald_test_flush ();
  herald_a11y_set_label (knight, name);
  herald_test_flush ();
  watch = herald_test_watch_accessible (knight);
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_autofree char *sent = NULL;
      g_autofree char *left = NULL;
      g_autofree char *afresh = NULL;
      g_autofree char *expected = g_strdup_printf ("[%s]", steps[i].sent);
      GtkWidget *fresh;

      herald_update_tooltip_on_demand (knight, steps[i].tip);
      herald_test_flush ();
      sent = sent_descriptions (watch);
      if (g_strcmp0 (sent, expected) != 0)
        g_error ("tooltip %u: the descriptions sent were %s where it is to be %s once", i, sent, expected);
      left = herald_test_accessible_property (knight, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      g_assert_cmpstr (left, ==, steps[i].sent);
      g_assert_cmpstr (herald_tooltip_get_text (knight), ==, steps[i].tip);
      /* as a button made afresh with that name and GTK's tooltip is described */
      fresh = gtk_button_new_with_label ("I");
      herald_a11y_set_label (fresh, name);
      gtk_widget_set_tooltip_text (fresh, steps[i].tip);
      gtk_box_append (GTK_BOX (box), fresh);
      herald_test_flush ();
      afresh = herald_test_accessible_property (fresh, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      g_assert_cmpstr (afresh, ==, left);
      gtk_box_remove (GTK_BOX (box), fresh);
      g_array_set_size (watch->changes, 0);
    }

  /* not realized: the text, as GTK's tooltip; on one line once realized */
  herald_a11y_set_label (later, name);
  herald_update_tooltip_on_demand (later, steps[0].tip);
  gtk_test_accessible_assert_property (later, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, steps[0].tip);
  gtk_box_append (GTK_BOX (box), later);
  herald_test_flush ();
  g_assert_true (gtk_widget_get_realized (later));
  gtk_test_accessible_assert_property (later, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, steps[0].sent);
  g_clear_pointer (&watch, herald_test_a11y_watch_free);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "accessibility"))
    return 0;
  herald_a11y_install ();

  g_test_add_func ("/herald/a11y/repeats/tooltip-in-name", test_tooltip_in_name);
  g_test_add_func ("/herald/a11y/repeats/window", test_window_repeats);
  g_test_add_func ("/herald/a11y/repeats/knight-mark-hidden", test_knight_mark_hidden);
  g_test_add_func ("/herald/a11y/repeats/named", test_named);
  g_test_add_func ("/herald/a11y/repeats/described", test_described_repeats);
  g_test_add_func ("/herald/a11y/repeats/window-described", test_window_described);
  g_test_add_func ("/herald/a11y/repeats/drop-downs", test_drop_downs);
  g_test_add_func ("/herald/a11y/repeats/first-word-answers", test_first_word_answers);
  g_test_add_func ("/herald/a11y/repeats/answers-kept", test_answers_kept);
  g_test_add_func ("/herald/a11y/repeats/on-demand-described-once", test_on_demand_described_once);

  return g_test_run ();
}
