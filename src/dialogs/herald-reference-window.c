/* herald-reference-window.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The rules reference: every progress card with its count per rule set, the city
 * improvements and the barbarians, in our own words. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-a11y.h"
#include "herald-cards.h"
#include "herald-dialog-util.h"
#include "herald-text.h"
#include "herald-reference-window.h"

static GtkWidget *
text_row (const char *title,
          const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);

  return row;
}

static GtkWidget *
cards_page (HeraldEdition edition)
{
  GtkWidget *page = adw_preferences_page_new ();
  static const HeraldTrack order[] = { HERALD_TRACK_SCIENCE, HERALD_TRACK_POLITICS, HERALD_TRACK_TRADE };

  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (page), _("Progress Cards"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (page), "view-list-symbolic");

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      GtkWidget *group = adw_preferences_group_new ();

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), herald_text_deck_name (order[i]));
      /* a sentence of its own per rule set: the menu's name pasted in read "You are playing
       * the Current edition." (tester report 44, N44-6) */
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                             edition == HERALD_EDITION_FIRST
                                             ? _("Count in the current edition / the first edition. "
                                                 "You are playing the first edition (1998).")
                                             : _("Count in the current edition / the first edition. "
                                                 "You are playing the current edition."));

      for (guint c = 0; c < HERALD_N_CARDS; c++)
        {
          GtkWidget *row;
          GtkWidget *count;
          g_autofree char *text = NULL;
          g_autofree char *a11y = NULL;
          guint standard, first;

          if (herald_card_get_track (c) != order[i])
            continue;

          standard = herald_card_get_count (c, HERALD_EDITION_STANDARD);
          first = herald_card_get_count (c, HERALD_EDITION_FIRST);
          row = text_row (herald_text_card_name (c), herald_text_card_effect (c, edition));
          text = g_strdup_printf ("%u / %u", standard, first);
          a11y = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "%u card in the current edition, %u in the first",
                                               "%u cards in the current edition, %u in the first",
                                               standard),
                                  standard, first);
          count = gtk_label_new (text);
          gtk_widget_add_css_class (count, "numeric");
          gtk_widget_set_tooltip_text (count, a11y);
          gtk_accessible_update_property (GTK_ACCESSIBLE (count), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), count);
          /* the counts, a label beside the row's text, were never said: Orca read the
           * card's name and text only (newcomer report 16). The row is named by both:
           * "Alchemist 2 cards in the current edition, 2 in the first" */
          herald_dialog_name_row_by (row, count);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
        }

      adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
    }

  return page;
}

/* The Rules tab states the rules of the game being played: its rule set and variants, the
 * fields the engine applies (HeraldRules; RULES.md A5–A9, B.2, B.4, B.5; breaker 15: it
 * stated the current edition's defaults whatever the game) */
static GtkWidget *
rules_page (const HeraldRules *rules)
{
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group;

  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (page), _("Rules"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (page), "help-about-symbolic");

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Each Turn"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             text_row (_("The event die first"),
                                       _("A ship moves the barbarians one step; on the last step they attack before production. "
                                         "A gate lets every player with that improvement draw when the red die is at most their level plus one, "
                                         "starting with the player whose turn it is.")));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             text_row (_("Then production"),
                                       rules->robber_from_start
                                       ? _("On a 7 everyone holding more than 7 cards, plus 2 per city wall, discards half, "
                                           "and the robber moves, also before the first attack.")
                                       : _("On a 7 everyone holding more than 7 cards, plus 2 per city wall, discards half. "
                                           "The robber stays in the desert until the first attack.")));
  if (rules->easy_start)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               text_row (_("Easy start"),
                                         _("In the first two rounds a 7 is rolled again, and a ship does not move the barbarians.")));
  /* A12.2, A12.3: the game's reading of a fifth card on one's own turn (breaker report 18:
   * "at most four in hand" alone, whereas the default reading lets the player hold five until
   * the turn ends) */
  {
    g_autofree char *cards = g_strdup_printf ("%s %s",
                                              _("At most four in hand (victory point cards do not count). Played after the roll, "
                                                "except the Alchemist, which is played before it."),
                                              rules->hand_limit == HERALD_HAND_LIMIT_IMMEDIATE
                                              ? _("With a fifth card, one card of your choice is put back under its deck at "
                                                  "once; on your own turn you may play one at once instead.")
                                              : _("With a fifth card received on another player’s turn, one card of your choice "
                                                  "is put back under its deck at once; on your own turn you may hold five until "
                                                  "the turn ends."));

    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), text_row (_("Progress cards"), cards));
  }
  /* A21.2, A21.3: the game's target, and when it wins */
  {
    guint target = herald_rules_get_target (rules);
    g_autofree char *winning = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                             "The first player to have %u victory point during their own turn "
                                                             "wins: points reached on another player’s turn win only when their "
                                                             "own turn begins, if they still have them.",
                                                             "The first player to have %u victory points during their own turn "
                                                             "wins: points reached on another player’s turn win only when their "
                                                             "own turn begins, if they still have them.",
                                                             target),
                                                target);

    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), text_row (_("Winning"), winning));
  }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("The Barbarians"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             text_row (_("Strength"),
                                       rules->fiesepeter
                                       ? _("The barbarians are as strong as the number of cities on the board, metropolises included. "
                                           "Each player chooses which active knights fight: the knights are as strong as the levels of those.")
                                       : _("The barbarians are as strong as the number of cities on the board, metropolises included. "
                                           "The knights are as strong as the levels of all active knights.")));
  if (rules->friendly_barbarian)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               text_row (_("Friendly barbarians"),
                                         _("Before the first attack the ship needs one step more to reach Catan.")));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             text_row (_("Catan wins a tie"),
                                       rules->zero_reward == HERALD_ZERO_REWARD_ALL_DRAW
                                       ? _("The strongest defender alone becomes Defender of Catan (one victory point). "
                                           "Tied strongest defenders each choose a deck and draw its top card. "
                                           "With no active knight anywhere, every player chooses a deck and draws.")
                                       : _("The strongest defender alone becomes Defender of Catan (one victory point). "
                                           "Tied strongest defenders each choose a deck and draw its top card. "
                                           "With no active knight anywhere, nobody is rewarded.")));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             text_row (_("The barbarians win"),
                                       rules->sixth_settlement
                                       ? _("The weakest defenders who own an ordinary city each lose one: it becomes a settlement "
                                           "(laid on its side when no settlement piece is left), and its wall goes too. "
                                           "Metropolises are never taken.")
                                       : _("The weakest defenders who own an ordinary city each lose one: it becomes a settlement, "
                                           "or is removed when no settlement piece is left, and its wall goes too. "
                                           "Metropolises are never taken.")));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             text_row (_("Afterwards"),
                                       rules->fiesepeter
                                       ? _("The knights that fought become inactive and the ship returns to the start.")
                                       : _("Every knight becomes inactive and the ship returns to the start.")));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("City Improvements"));
  /* A17.3: the game's level-4 rule (strict or lenient, B.7) */
  {
    g_autofree char *improvements = g_strdup_printf ("%s %s",
                                                     _("Level n costs n commodities. The first to reach level 4 places the metropolis; "
                                                       "the first to reach level 5 takes it for good."),
                                                     rules->level4 == HERALD_LEVEL4_LENIENT
                                                     ? _("Levels 4 and 5 need a city that is not a metropolis only when the "
                                                         "metropolis would come to you.")
                                                     : _("Levels 4 and 5 need a city that is not a metropolis, unless you already "
                                                         "hold that track’s metropolis."));

    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), improvements);
  }
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      g_autofree char *buildings = g_strdup_printf ("%s, %s, %s, %s, %s. %s",
                                                    herald_text_building_name (t, 1), herald_text_building_name (t, 2),
                                                    herald_text_building_name (t, 3), herald_text_building_name (t, 4),
                                                    herald_text_building_name (t, 5), herald_text_level3_ability (t));

      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), text_row (herald_text_track_name (t), buildings));
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  return page;
}

/* The first focus is in the page shown, on its first row: GTK gave it to the switcher's first
 * tab, and Orca said "Progress Cards page tab." twice and then nothing of the cards, and Down
 * went to the page's nameless "scroll pane" (newcomer report 16); opened from the main menu
 * the same window was silent. As the Statistics window does (statistics_mapped_cb ()). */
static void
reference_mapped_cb (GtkWindow    *window,
                     AdwViewStack *stack)
{
  GtkWidget *page = adw_view_stack_get_visible_child (stack);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  if (page != NULL && (focus == NULL || !gtk_widget_is_ancestor (focus, page)))
    gtk_widget_child_focus (page, GTK_DIR_TAB_FORWARD);
  else if (focus != NULL)
    /* shown again as it was (hidden on close): said again, window and focus */
    herald_a11y_focus_retell (window);
}

/* Closed, the window is hidden once it is no longer active: GTK 4.8 does not tell a window
 * it hides that it is no longer the active one, so when it was shown again it did not become
 * active anew and screen readers were not told of it: Orca said neither its name nor, asked
 * where it is, that it was in it (a second F1 was heard "Science deck. List with 10 items."
 * without "Rules Reference", issue 11). Its parent is given the focus first, and the window
 * hides when it has lost it (or a moment later, on a display without a window manager). */
#define CLOSING_KEY "herald-reference-closing"

static void
hide_closed (GtkWindow *window)
{
  guint id = GPOINTER_TO_UINT (g_object_steal_data (G_OBJECT (window), CLOSING_KEY));

  if (id == 0)
    return;
  if (id != G_MAXUINT)
    g_source_remove (id);
  g_signal_handlers_disconnect_by_func (window, hide_closed, NULL);
  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
}

static gboolean
hide_closed_cb (gpointer data)
{
  GtkWindow *window = data;

  /* the timeout is over: not removed again */
  g_object_set_data (G_OBJECT (window), CLOSING_KEY, GUINT_TO_POINTER (G_MAXUINT));
  hide_closed (window);
  return G_SOURCE_REMOVE;
}

static void
inactive_cb (GtkWindow *window)
{
  if (!gtk_window_is_active (window))
    hide_closed (window);
}

static gboolean
reference_close_cb (GtkWindow *window)
{
  GtkWindow *parent = gtk_window_get_transient_for (window);

  if (parent == NULL || !gtk_window_is_active (window) || !gtk_widget_get_visible (GTK_WIDGET (parent)))
    return FALSE;  /* hidden at once */
  if (g_object_get_data (G_OBJECT (window), CLOSING_KEY) != NULL)
    return TRUE;
  g_object_set_data (G_OBJECT (window), CLOSING_KEY,
                     GUINT_TO_POINTER (g_timeout_add_full (G_PRIORITY_DEFAULT, 500, hide_closed_cb,
                                                           g_object_ref (window), g_object_unref)));
  g_signal_connect (window, "notify::is-active", G_CALLBACK (inactive_cb), NULL);
  gtk_window_present (parent);
  return TRUE;
}

/**
 * herald_reference_window_new:
 * @rules: (nullable): the rules of the open game (its rule set, for the Saboteur the table
 *   uses, and its variants, for the Rules tab), or %NULL for the current edition's defaults
 *
 * Returns: (transfer full): the rules reference window
 */
GtkWindow *
herald_reference_window_new (const HeraldRules *rules)
{
  HeraldRules defaults;
  GtkWidget *window = adw_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *stack = adw_view_stack_new ();
  GtkWidget *switcher = adw_view_switcher_title_new ();
  GtkWidget *bar = adw_view_switcher_bar_new ();
  AdwViewStackPage *page;

  if (rules == NULL)
    {
      herald_rules_init (&defaults, HERALD_EDITION_STANDARD);
      rules = &defaults;
    }

  gtk_window_set_title (GTK_WINDOW (window), _("Rules Reference"));
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 720);

  page = adw_view_stack_add_titled (ADW_VIEW_STACK (stack), cards_page (rules->edition), "cards", _("Progress Cards"));
  adw_view_stack_page_set_icon_name (page, "view-list-symbolic");
  page = adw_view_stack_add_titled (ADW_VIEW_STACK (stack), rules_page (rules), "rules", _("Rules"));
  adw_view_stack_page_set_icon_name (page, "help-about-symbolic");

  adw_view_switcher_title_set_stack (ADW_VIEW_SWITCHER_TITLE (switcher), ADW_VIEW_STACK (stack));
  adw_view_switcher_title_set_title (ADW_VIEW_SWITCHER_TITLE (switcher), _("Rules Reference"));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), switcher);
  adw_view_switcher_bar_set_stack (ADW_VIEW_SWITCHER_BAR (bar), ADW_VIEW_STACK (stack));
  g_object_bind_property (switcher, "title-visible", bar, "reveal", G_BINDING_SYNC_CREATE);

  gtk_widget_set_vexpand (stack, TRUE);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), stack);
  gtk_box_append (GTK_BOX (box), bar);
  adw_window_set_content (ADW_WINDOW (window), box);

  g_signal_connect_after (window, "map", G_CALLBACK (reference_mapped_cb), stack);
  g_signal_connect (window, "close-request", G_CALLBACK (reference_close_cb), NULL);

  /* Escape and Ctrl+W close it, as they close the other windows Herald opens */
  {
    GtkEventController *keys = gtk_shortcut_controller_new ();
    GtkShortcutTrigger *trigger =
      gtk_alternative_trigger_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                   gtk_keyval_trigger_new (GDK_KEY_w, GDK_CONTROL_MASK));

    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                          gtk_shortcut_new (trigger, gtk_named_action_new ("window.close")));
    gtk_widget_add_controller (window, keys);
  }

  return GTK_WINDOW (window);
}
