/* test-card-refresh.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a player card's refresh leaves as it is (issue 14, docs/performance.md, twenty-third
 * round) still shows what a card made afresh from the same item shows: the slots of the
 * knights' row (a knight, the recruiting "+", a free place) and the pieces' parts, and the
 * city improvements' level buttons (twenty-fifth round), each made again only when what it
 * is made from changed. Random games are played in the window through its session (as
 * bench-roll --window-steps does), with undos among the steps; after each, every card is
 * compared with a new card bound to the same player's item. Needs a display: meson runs it
 * under xvfb-run; without either it reports a skip. */

#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "herald-player-card.h"
#include "herald-player-card-private.h"
#include "herald-random-play.h"
#include "herald-session.h"
#include "herald-text.h"
#include "herald-tooltip.h"
#include "herald-widget-update.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "step-test-utils.h"
#include "herald-window.h"
#include "herald-style.h"

static void
append_a11y (GString    *text,
             GtkWidget  *widget)
{
  g_autofree char *label = herald_test_accessible_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL);
  g_autofree char *description = herald_test_accessible_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);

  g_string_append_printf (text, " named \"%s\" described \"%s\"", label, description);
}

static void
append_button (GString    *text,
               const char *what,
               GtkWidget  *button)
{
  const char *action = gtk_actionable_get_action_name (GTK_ACTIONABLE (button));

  g_string_append_printf (text, "  %s %s %s action %s", what, gtk_widget_get_visible (button) ? "shown" : "hidden",
                          gtk_widget_get_sensitive (button) ? "on" : "off", action);
  if (action != NULL)
    {
      g_autofree char *target = g_variant_print (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button)), FALSE);

      g_string_append_printf (text, "(%s)", target);
    }
  append_a11y (text, button);
  g_string_append_printf (text, " reason \"%s\" refusal \"%s\"\n", herald_get_described (button),
                          (const char *) g_object_get_data (G_OBJECT (button), "herald-refusal"));
}

/* @button of @card, when it has an action, acts on the card's player (the card keeps one
 * target for its controls, twenty-seventh round) */
static void
assert_player_target (HeraldPlayerCard *card,
                      GtkWidget        *button)
{
  g_autoptr(GVariant) own = g_variant_ref_sink (g_variant_new_int32 (herald_player_card_get_player (card)));
  GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));

  if (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)) != NULL && !g_variant_equal (target, own))
    {
      g_autofree char *shown = g_variant_print (target, FALSE);

      g_error ("card %u's %s acts on %s", herald_player_card_get_player (card),
               gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), shown);
    }
}

/* @menu's items as they are given to its popover: each item's label, action, target, custom
 * place and section, in order (herald_test_knight_menu_model () says only the labels and
 * whether their actions are on) */
static void
append_menu (GString    *text,
             GMenuModel *menu)
{
  for (int i = 0; menu != NULL && i < g_menu_model_get_n_items (menu); i++)
    {
      static const char * const names[] = { G_MENU_ATTRIBUTE_LABEL, G_MENU_ATTRIBUTE_ACTION, G_MENU_ATTRIBUTE_TARGET,
                                            "custom", G_MENU_ATTRIBUTE_ICON, "accel" };
      g_autoptr(GMenuAttributeIter) attributes = g_menu_model_iterate_item_attributes (menu, i);
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      g_autoptr(GMenuModel) submenu = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SUBMENU);
      guint n_attributes = 0;

      g_string_append_c (text, '{');
      while (g_menu_attribute_iter_next (attributes))
        n_attributes++;
      g_string_append_printf (text, "%u attributes", n_attributes);
      for (guint a = 0; a < G_N_ELEMENTS (names); a++)
        {
          g_autoptr(GVariant) value = g_menu_model_get_item_attribute_value (menu, i, names[a], NULL);
          g_autofree char *shown = value != NULL ? g_variant_print (value, TRUE) : NULL;

          if (shown != NULL)
            g_string_append_printf (text, " %s=%s", names[a], shown);
        }
      if (section != NULL)
        {
          g_string_append (text, " section[");
          append_menu (text, section);
          g_string_append_c (text, ']');
        }
      if (submenu != NULL)
        {
          g_string_append (text, " submenu[");
          append_menu (text, submenu);
          g_string_append_c (text, ']');
        }
      g_string_append_c (text, '}');
    }
}

/* The knights' row of @card as it shows and as a screen reader is told it: each slot's knight
 * (shown, on, its mark, active or not, its name, tooltip and description, its menu's line of
 * reasons and which of its actions are on, its menu's items) and "+" (shown, on, its label,
 * action and target, its name, what describes it, the refusal a tap says) */
static char *
knights_row_of (HeraldPlayerCard *card)
{
  GString *text = g_string_new (NULL);

  for (guint s = 0; s < HERALD_MAX_KNIGHTS; s++)
    {
      GtkWidget *knight = GTK_WIDGET (card->knight_button[s]);
      GtkWidget *recruit = GTK_WIDGET (card->recruit_button[s]);

      /* what a hidden slot holds is neither seen nor read: a "+" that recruited keeps its
       * label, a knight removed its name */
      g_string_append_printf (text, "slot %u: knight %s", s, gtk_widget_get_visible (knight) ? "shown" : "hidden");
      if (gtk_widget_get_visible (knight))
        {
          GtkWidget *line = NULL;
          GActionGroup *actions = g_object_get_data (G_OBJECT (knight), "herald-knight-actions");
          g_autofree char *menu = herald_test_knight_menu_model (GTK_MENU_BUTTON (knight));

          /* the line as the menu's opening makes it (made only then, or while it is open) */
          herald_player_card_knight_menu_made (GTK_MENU_BUTTON (knight));
          line = g_object_get_data (G_OBJECT (knight), "herald-knight-reasons");

          g_string_append_printf (text, " %s mark \"%s\" %s tooltip \"%s\"", gtk_widget_get_sensitive (knight) ? "on" : "off",
                                  gtk_menu_button_get_label (GTK_MENU_BUTTON (knight)),
                                  gtk_widget_has_css_class (knight, "knight-active") ? "active" : "inactive",
                                  herald_tooltip_get_text (knight));
          append_a11y (text, knight);
          g_string_append_printf (text, " reasons \"%s\" (%s) menu %s actions",
                                  line != NULL ? gtk_label_get_label (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (line)))) : "",
                                  line != NULL && gtk_widget_get_visible (line) ? "shown" : "hidden", menu);
          for (guint a = 0; actions != NULL && a < 5; a++)
            {
              static const char * const names[] = { "step", "promote", "move", "chase", "displace" };

              g_string_append_printf (text, " %s=%d", names[a], g_action_group_get_action_enabled (actions, names[a]));
            }
          g_string_append (text, " items ");
          append_menu (text, gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (knight)));
        }
      if (gtk_widget_get_visible (recruit))
        {
          assert_player_target (card, recruit);
          g_string_append_printf (text, "\n  recruit label \"%s\"", gtk_button_get_label (GTK_BUTTON (recruit)));
          append_button (text, "", recruit);
        }
      else
        g_string_append (text, "\n  recruit hidden\n");
    }
  return g_string_free (text, FALSE);
}

/* The pieces' row of @card as it shows and as a screen reader is told it: each count, the
 * captions under them, each "+" and "−" and Repair (shown, on, action and target, name, what
 * describes it, the refusal a tap says) */
static char *
pieces_row_of (HeraldPlayerCard *card)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < N_PIECES; i++)
    {
      g_string_append_printf (text, "piece %u: \"%s\"", i, gtk_label_get_label (card->piece_value[i]));
      append_a11y (text, GTK_WIDGET (card->piece_value[i]));
      g_string_append_c (text, '\n');
      append_button (text, "+", GTK_WIDGET (card->piece_plus[i]));
      append_button (text, "-", GTK_WIDGET (card->piece_minus[i]));
      assert_player_target (card, GTK_WIDGET (card->piece_plus[i]));
      assert_player_target (card, GTK_WIDGET (card->piece_minus[i]));
    }
  assert_player_target (card, GTK_WIDGET (card->repair_button));
  assert_player_target (card, GTK_WIDGET (card->merchant_button));
  assert_player_target (card, GTK_WIDGET (card->correct_button));
  g_string_append_printf (text, "pillaged \"%s\" %s, sabotaged \"%s\" %s\n",
                          gtk_label_get_label (card->settlements_pillaged),
                          gtk_widget_get_visible (GTK_WIDGET (card->settlements_pillaged)) ? "shown" : "hidden",
                          gtk_label_get_label (card->cities_sabotaged),
                          gtk_widget_get_visible (GTK_WIDGET (card->cities_sabotaged)) ? "shown" : "hidden");
  append_button (text, "repair", GTK_WIDGET (card->repair_button));
  return g_string_free (text, FALSE);
}

/* The city improvements of @card as they show and as a screen reader is told them: each
 * track's name and tooltip, each level's button (shown, on, action and target, name, what
 * describes it, the refusal a tap says, its classes, whether the arrows reach it, the reason
 * it gives as its description on its player's turn). A level's action is its player's and
 * its track's, whichever card made it (the card keeps one target a track, twenty-seventh
 * round). */
static char *
tracks_row_of (HeraldPlayerCard *card)
{
  GString *text = g_string_new (NULL);

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      g_autoptr(GVariant) own = g_variant_ref_sink (g_variant_new ("(ii)", herald_player_card_get_player (card), t));

      g_string_append_printf (text, "track %u: \"%s\" tooltip \"%s\"\n", t, gtk_label_get_label (card->track_label[t]),
                              gtk_widget_get_tooltip_text (GTK_WIDGET (card->track_label[t])));
      for (guint l = 0; l < HERALD_MAX_LEVEL; l++)
        {
          GtkWidget *button = GTK_WIDGET (card->level_button[t][l]);
          GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));

          if (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)) != NULL && !g_variant_equal (target, own))
            {
              g_autofree char *shown = g_variant_print (target, FALSE);

              g_error ("card %u's level %u of track %u acts on %s", herald_player_card_get_player (card), l + 1, t, shown);
            }

          g_string_append_printf (text, "  level %u:%s%s%s %s refused \"%s\"\n", l + 1,
                                  gtk_widget_has_css_class (button, "level-on") ? " built" : "",
                                  gtk_widget_has_css_class (button, "level-next") ? " next" : "",
                                  gtk_widget_has_css_class (button, "level-refused") ? " refused" : "",
                                  gtk_widget_get_can_focus (button) ? "reached" : "passed",
                                  (const char *) g_object_get_data (G_OBJECT (button), "herald-level-refusal"));
          append_button (text, "", button);
        }
    }
  return g_string_free (text, FALSE);
}

/* @card's levels and metropolises, and whether the game may be corrected here */
static char *
levels_of (HeraldPlayerCard *card)
{
  const HeraldPlayerState *ps = herald_player_item_get_state (card->item);
  GString *text = g_string_new (NULL);

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    g_string_append_printf (text, "%u/%u ", ps->improvements[t], herald_player_item_get_metropolis (card->item, t));
  g_string_append_printf (text, "%d", herald_player_item_get_may_correct (card->item));
  return g_string_free (text, FALSE);
}

/* @card's "+"s named and their counts said as gettext says them, looked up now: the card
 * looks each translation up once per place and count (HERALD_ONCE (), HERALD_ONCE_N ()) */
static void
assert_pieces_words (HeraldPlayerCard *card)
{
  static const char * const builds[] = { "%s builds a settlement", "%s builds a city", "%s builds a city wall" };
  static const char * const one[] = { "%u settlement", "%u city", "%u city wall" };
  static const char * const other[] = { "%u settlements", "%u cities", "%u city walls" };
  const char *name = herald_text_isolate (herald_player_item_get_name (card->item));

  for (guint i = 0; i < N_PIECES; i++)
    {
      guint value = (guint) g_ascii_strtoull (gtk_label_get_label (card->piece_value[i]), NULL, 10);
      g_autofree char *count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, one[i], other[i], value), value);
      g_autofree char *named = g_strdup_printf (gettext (builds[i]), name);
      g_autofree char *label = herald_test_accessible_property (GTK_WIDGET (card->piece_plus[i]), GTK_ACCESSIBLE_PROPERTY_LABEL);
      const char *described = herald_get_described (GTK_WIDGET (card->piece_plus[i]));
      const char *last = described != NULL && strrchr (described, '\n') != NULL ? strrchr (described, '\n') + 1 : described;

      g_assert_cmpstr (label, ==, named);
      g_assert_nonnull (last);
      if (!g_str_has_prefix (last, count) || (last[strlen (count)] != '\0' && last[strlen (count)] != ','))
        g_error ("card %u's \"+\" %u says \"%s\" where gettext says \"%s\"", card->player, i, last, count);
    }
}

/* @card's counts as they show */
static char *
counts_of (HeraldPlayerCard *card)
{
  return g_strdup_printf ("%s %s %s %d", gtk_label_get_label (card->piece_value[0]), gtk_label_get_label (card->piece_value[1]),
                          gtk_label_get_label (card->piece_value[2]), herald_player_item_get_may_correct (card->item));
}

/* @card's knights at its last sync */
static guint
knights_of (HeraldPlayerCard *card)
{
  guint n = 0;

  for (guint s = 0; s < HERALD_MAX_KNIGHTS; s++)
    n += gtk_widget_get_visible (GTK_WIDGET (card->knight_button[s]));
  return n;
}

/* Over random steps, undos and redos of random games, each card's knights' row shows what a
 * card made afresh from the same item shows, and a sync that leaves the knights as they were
 * does not make the free places again (on the old code every sync made all six slots) */
static void
test_slots_and_pieces (void)
{
  HeraldWindow *window = herald_test_window_new (NULL, NULL);
  HeraldSession *session = herald_window_get_session (window);
  g_autofree char *dir = g_dir_make_tmp ("herald-card-refresh-XXXXXX", NULL);
  guint n_compared = 0, n_kept = 0, n_pieces_kept = 0, n_levels_kept = 0;
  g_autoptr(GPtrArray) boxes = herald_test_find_widgets (GTK_WIDGET (window), GTK_TYPE_BOX);
  GtkBox *box = boxes->pdata[0];

  g_assert_nonnull (dir);
  for (guint seed = 1; seed <= 3; seed++)
    {
      g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (seed);

      herald_test_open_random_game (session, rng, dir, 100 + 40 * seed);
      herald_test_flush ();
      for (guint i = 0; i < 50; i++)
        {
          g_autoptr(GPtrArray) cards = herald_test_find_widgets (GTK_WIDGET (window), HERALD_TYPE_PLAYER_CARD);
          guint syncs[8], made[8], knights[8], parts[8], levels_made[8];
          char *counts[8], *levels[8];
          GtkRoot *root = GTK_ROOT (window);

          g_assert_cmpuint (cards->len, <=, G_N_ELEMENTS (syncs));
          for (guint c = 0; c < cards->len; c++)
            {
              syncs[c] = herald_player_card_get_n_syncs (cards->pdata[c]);
              made[c] = herald_player_card_get_n_knight_slots_made (cards->pdata[c]);
              knights[c] = knights_of (cards->pdata[c]);
              parts[c] = herald_player_card_get_n_piece_parts_made (cards->pdata[c]);
              counts[c] = HERALD_PLAYER_CARD (cards->pdata[c])->item != NULL ? counts_of (cards->pdata[c]) : NULL;
              levels_made[c] = herald_player_card_get_n_levels_made (cards->pdata[c]);
              levels[c] = HERALD_PLAYER_CARD (cards->pdata[c])->item != NULL ? levels_of (cards->pdata[c]) : NULL;
            }
          guint reasons_made = herald_player_card_get_n_knight_reasons_made ();

          if (i % 9 == 8 && herald_session_get_can_undo (session))
            g_assert_true (herald_session_undo (session, NULL));
          else if (!herald_test_perform_random_step (session, rng, NULL))
            break;
          herald_test_flush ();
          /* every knight's menu closed: no line of reasons made, though reasons changed */
          if (herald_player_card_get_n_knight_reasons_made () != reasons_made)
            g_error ("step %u of game %u: %u lines of reasons made in closed menus", i, seed,
                     herald_player_card_get_n_knight_reasons_made () - reasons_made);

          for (guint c = 0; c < cards->len; c++)
            {
              HeraldPlayerCard *card = cards->pdata[c];
              GtkWidget *focus = gtk_root_get_focus (root);
              g_autoptr(GtkWidget) fresh = g_object_ref_sink (herald_player_card_new (herald_player_card_get_player (card)));
              g_autofree char *shown = NULL;
              g_autofree char *expected = NULL;
              guint n = knights_of (card);

              g_autofree char *was_counts = counts[c];
              g_autofree char *was_levels = levels[c];
              g_autofree char *pieces = NULL;
              g_autofree char *fresh_pieces = NULL;
              g_autofree char *tracks = NULL;
              g_autofree char *fresh_tracks = NULL;

              if (card->item == NULL)
                continue;
              /* in the window, whose actions its buttons take, not shown */
              gtk_widget_set_visible (fresh, FALSE);
              gtk_box_append (box, fresh);
              herald_player_card_set_item (HERALD_PLAYER_CARD (fresh), card->item);
              shown = knights_row_of (card);
              expected = knights_row_of (HERALD_PLAYER_CARD (fresh));
              if (g_strcmp0 (shown, expected) != 0)
                g_error ("step %u of game %u: card %u's knights' row is\n%s\nwhere a card made afresh has\n%s", i, seed,
                         c, shown, expected);
              pieces = pieces_row_of (card);
              fresh_pieces = pieces_row_of (HERALD_PLAYER_CARD (fresh));
              if (g_strcmp0 (pieces, fresh_pieces) != 0)
                g_error ("step %u of game %u: card %u's pieces' row is\n%s\nwhere a card made afresh has\n%s", i, seed,
                         c, pieces, fresh_pieces);
              tracks = tracks_row_of (card);
              fresh_tracks = tracks_row_of (HERALD_PLAYER_CARD (fresh));
              if (g_strcmp0 (tracks, fresh_tracks) != 0)
                g_error ("step %u of game %u: card %u's tracks are\n%s\nwhere a card made afresh has\n%s", i, seed,
                         c, tracks, fresh_tracks);
              assert_pieces_words (card);
              gtk_box_remove (box, fresh);
              n_compared++;
              /* one sync, the same counts and stage: the counts and the "−"s were not made */
              if (herald_player_card_get_n_syncs (card) == syncs[c] + 1 && was_counts != NULL)
                {
                  g_autofree char *now_counts = counts_of (card);

                  if (g_strcmp0 (now_counts, was_counts) == 0)
                    {
                      guint n_parts = herald_player_card_get_n_piece_parts_made (card) - parts[c];

                      if (n_parts > N_PIECES)
                        g_error ("step %u of game %u: card %u, its counts as before (%s), made %u parts of its pieces "
                                 "again", i, seed, c, now_counts, n_parts);
                      n_pieces_kept++;
                    }
                }
              /* one sync, the same levels, the focus elsewhere: only the levels to build next
               * were made again */
              if (herald_player_card_get_n_syncs (card) == syncs[c] + 1 && was_levels != NULL
                  && (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (card))))
                {
                  g_autofree char *now_levels = levels_of (card);
                  guint n_levels = herald_player_card_get_n_levels_made (card) - levels_made[c];

                  if (g_strcmp0 (now_levels, was_levels) == 0)
                    {
                      if (n_levels > HERALD_N_TRACKS)
                        g_error ("step %u of game %u: card %u, its levels as before (%s), made %u level buttons again",
                                 i, seed, c, now_levels, n_levels);
                      n_levels_kept++;
                    }
                }
              /* one sync, the same knights, the focus elsewhere: the free places were not made */
              if (herald_player_card_get_n_syncs (card) == syncs[c] + 1 && n == knights[c] && n + 1 < HERALD_MAX_KNIGHTS
                  && (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (card))))
                {
                  guint slots = herald_player_card_get_n_knight_slots_made (card) - made[c];

                  if (slots > n + 1)
                    g_error ("step %u of game %u: card %u, its %u knights as before, made %u slots of its row again",
                             i, seed, c, n, slots);
                  n_kept++;
                }
            }
        }
    }
  /* both were seen */
  g_assert_cmpuint (n_compared, >, 200);
  g_assert_cmpuint (n_kept, >, 20);
  g_assert_cmpuint (n_pieces_kept, >, 20);
  g_assert_cmpuint (n_levels_kept, >, 20);

  herald_session_close (session);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* A card given another player's item acts on that player: the targets it keeps for its
 * controls (the player, and the player and a track for the levels) are made again */
static void
test_targets_follow_item (void)
{
  HeraldWindow *window = herald_test_window_new (NULL, NULL);
  HeraldSession *session = herald_window_get_session (window);
  g_autofree char *dir = g_dir_make_tmp ("herald-card-targets-XXXXXX", NULL);
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (7);
  g_autoptr(GPtrArray) boxes = herald_test_find_widgets (GTK_WIDGET (window), GTK_TYPE_BOX);
  g_autoptr(GPtrArray) cards = NULL;
  GtkBox *box = boxes->pdata[0];
  GtkWidget *card = herald_player_card_new (0);

  herald_test_open_random_game (session, rng, dir, 60);
  herald_test_flush ();
  cards = herald_test_find_widgets (GTK_WIDGET (window), HERALD_TYPE_PLAYER_CARD);
  gtk_widget_set_visible (card, FALSE);
  gtk_box_append (box, card);
  for (guint c = 0; c < cards->len; c++)
    {
      HeraldPlayerItem *item = HERALD_PLAYER_CARD (cards->pdata[c])->item;
      g_autofree char *pieces = NULL;
      g_autofree char *tracks = NULL;

      if (item == NULL)
        continue;
      herald_player_card_set_item (HERALD_PLAYER_CARD (card), item);
      g_assert_cmpuint (herald_player_card_get_player (HERALD_PLAYER_CARD (card)), ==,
                        herald_player_card_get_player (cards->pdata[c]));
      /* each control with an action acts on the item's player (asserted as they are read) */
      pieces = pieces_row_of (HERALD_PLAYER_CARD (card));
      tracks = tracks_row_of (HERALD_PLAYER_CARD (card));
      g_free (knights_row_of (HERALD_PLAYER_CARD (card)));
    }
  gtk_box_remove (box, card);
  herald_session_close (session);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* @card's "+"s and Repair each on exactly when the engine takes its move (the item's
 * answer); counts those off in *@off and those on in *@on */
static void
assert_builds_as_engine (HeraldPlayerCard *card,
                         const char       *where,
                         guint            *off,
                         guint            *on)
{
  static const HeraldPlayerMove moves[] = { HERALD_PLAYER_MOVE_SETTLEMENT, HERALD_PLAYER_MOVE_CITY,
                                            HERALD_PLAYER_MOVE_WALL, HERALD_PLAYER_MOVE_REPAIR };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      GtkWidget *button = GTK_WIDGET (i < N_PIECES ? card->piece_plus[i] : card->repair_button);
      gboolean legal = herald_player_item_get_move (card->item, moves[i], NULL);

      if (gtk_widget_get_sensitive (button) != legal)
        g_error ("%s: card %u's %s is %s where the engine %s it", where, herald_player_card_get_player (card),
                 gtk_actionable_get_action_name (GTK_ACTIONABLE (button)),
                 gtk_widget_get_sensitive (button) ? "on" : "off", legal ? "takes" : "refuses");
      if (i < N_PIECES)
        *(legal ? on : off) += 1;
    }
}

/* The pieces' "+"s and the Repair keep their action while they are off, insensitive
 * (herald-player-card-pieces.c, set_build ()): moved between the wide and the narrow layout
 * (the window made narrower and wider again, every card taken out and put back), each is
 * still on or off as the engine says; an off "+" clicked or its action activated from it
 * builds nothing (the engine refuses), and an on one builds. Made insensitive by hand alone,
 * an off control was on again after the move (GTK 4.8's action helper finds its action anew
 * and turns it on; knights36); the card's own actions were taken away from its controls by
 * the move, and an on "+" was off. */
static void
test_builds_across_layouts (void)
{
  HeraldWindow *window = herald_test_window_new (NULL, NULL);
  HeraldGame *game = herald_session_get_game (herald_window_get_session (window));
  const int widths[] = { 1280, 360, 1280 };

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (herald_test_wait_for_width (window, 1280));
  herald_test_window_roll (window, HERALD_EVENT_TRADE, 2, 3);

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      g_autoptr(GPtrArray) cards = NULL;
      g_autofree char *where = g_strdup_printf ("%d px (%u)", widths[w], w);
      guint off = 0, on = 0;

      if (w > 0)
        {
          gtk_window_set_default_size (GTK_WINDOW (window), widths[w], widths[w] == 360 ? 640 : 800);
          g_assert_true (herald_test_wait_for_width (window, widths[w]));
          herald_test_run_for (200);
          herald_test_flush ();
        }
      cards = herald_test_find_widgets (GTK_WIDGET (window), HERALD_TYPE_PLAYER_CARD);
      g_assert_cmpuint (cards->len, ==, 3);
      for (guint c = 0; c < cards->len; c++)
        assert_builds_as_engine (cards->pdata[c], where, &off, &on);
      /* the current player's settlement, city, wall; the others' all off */
      g_test_message ("%s: %u \"+\" on, %u off", where, on, off);
      g_assert_cmpuint (off, >=, 6);
      g_assert_cmpuint (on, >=, 1);

      /* an off "+" builds nothing, clicked or its action activated from it */
      for (guint c = 0; c < cards->len; c++)
        for (guint i = 0; i < N_PIECES; i++)
          {
            HeraldPlayerCard *card = cards->pdata[c];
            GtkWidget *button = GTK_WIDGET (card->piece_plus[i]);
            guint before = herald_game_get_n_actions (game);

            if (gtk_widget_get_sensitive (button))
              continue;
            g_signal_emit_by_name (button, "clicked");
            gtk_widget_activate_action (button, gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), "i",
                                        (gint32) herald_player_card_get_player (card));
            herald_test_flush ();
            if (herald_game_get_n_actions (game) != before)
              g_error ("%s: card %u's %s, off, built", where, herald_player_card_get_player (card),
                       gtk_actionable_get_action_name (GTK_ACTIONABLE (button)));
          }
    }

  /* an on "+" builds, for its card's player */
  {
    guint current = herald_game_get_state (game)->current;
    HeraldPlayerCard *card = HERALD_PLAYER_CARD (herald_test_mapped_card (GTK_WIDGET (window), current));
    guint settlements = herald_game_get_state (game)->players[current].settlements;

    g_assert_nonnull (card);
    g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (card->piece_plus[PIECE_SETTLEMENTS])));
    g_signal_emit_by_name (card->piece_plus[PIECE_SETTLEMENTS], "clicked");
    herald_test_flush ();
    g_assert_cmpuint (herald_game_get_state (game)->players[current].settlements, ==, settlements + 1);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* The merchant held with digital cards: its badge takes the focus to say why a tap moves
 * nothing (drawn as off, level-refused), and yet says who holds it as clearly as the held Road
 * badge: the same words' colour on the same fill. The off style's half-strength words on the
 * held fill were dark blue on blue, about 2.2 : 1 (tester report 38, N38-9). */
static void
test_held_badges_readable (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"players\": [{\"merchant\": true, \"longest_road\": true}, {}, {}]}",
                                                  1280, 800);
  g_autoptr(GtkCssProvider) style = gtk_css_provider_new ();
  HeraldPlayerCard *card;
  GdkRGBA road, merchant;

  /* the application's stylesheet (AdwApplication loads it from the resources) */
  gtk_css_provider_load_from_resource (style, "/io/github/herald/Herald/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (style),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  herald_style_init ();  /* the table's rules too (style-table.css) */
  herald_test_window_roll (window, HERALD_EVENT_TRADE, 2, 3);
  herald_test_run_for (500);
  card = HERALD_PLAYER_CARD (herald_test_card (window, 0));
  g_assert_true (gtk_toggle_button_get_active (card->road_button));
  g_assert_true (gtk_toggle_button_get_active (card->merchant_button));
  /* the case: the merchant's badge refused (digital cards), the road's not */
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (card->merchant_button), "level-refused"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (card->road_button), "level-refused"));
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (gtk_button_get_child (GTK_BUTTON (card->road_button))), &road);
  gtk_style_context_get_color (gtk_widget_get_style_context (gtk_button_get_child (GTK_BUTTON (card->merchant_button))),
                               &merchant);
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_test_message ("road words %.2f %.2f %.2f %.2f, merchant words %.2f %.2f %.2f %.2f",
                  road.red, road.green, road.blue, road.alpha,
                  merchant.red, merchant.green, merchant.blue, merchant.alpha);
  g_assert_true (gdk_rgba_equal (&road, &merchant));

  gtk_style_context_remove_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (style));
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* The name of the knight in slot @s of @card, for screen readers */
static char *
knight_name_of (HeraldPlayerCard *card,
                guint             s)
{
  char *label = herald_test_accessible_property (GTK_WIDGET (card->knight_button[s]), GTK_ACCESSIBLE_PROPERTY_LABEL);

  g_test_message ("knight %u: “%s”", s, label);
  return label;
}

/* A player's two knights of one kind are told apart on the card, "Anna’s basic knight 1 of
 * 2, active" and "… 2 of 2, inactive", as in the attack check-in; they were heard alike (a11y
 * report 52, a11y52-2). A knight alone of its kind keeps its plain name. The names follow
 * a promotion, which changes the names of knights whose slot shows the same as before: the
 * other knight of the kind left is alone now. */
static void
test_knights_of_one_kind (void)
{
  HeraldWindow *window = herald_test_window_new (NULL,
    "{\"players\": [{\"cities\": 1, \"knights\": [{\"level\": 1, \"active\": true}, {\"level\": 2, \"active\": true}, "
    "{\"level\": 1, \"active\": false}]}, {}, {}]}");
  HeraldSession *session = herald_window_get_session (window);
  g_autoptr(GPtrArray) cards = herald_test_find_widgets (GTK_WIDGET (window), HERALD_TYPE_PLAYER_CARD);
  static const char * const before[] = { "’s basic knight 1 of 2, active", "’s strong knight, active",
                                          "’s basic knight 2 of 2, inactive" };
  static const char * const after[] = { "’s basic knight, active", "’s strong knight 1 of 2, active",
                                        "’s strong knight 2 of 2, inactive" };
  HeraldPlayerCard *card = NULL;
  HeraldRoll dice = { .event = HERALD_EVENT_TRADE, .red = 2, .white = 3 };
  HeraldAction promote;
  g_autoptr(GError) error = NULL;

  for (guint c = 0; c < cards->len; c++)
    if (HERALD_PLAYER_CARD (cards->pdata[c])->item != NULL && herald_player_card_get_player (cards->pdata[c]) == 0)
      card = cards->pdata[c];
  g_assert_nonnull (card);
  for (guint s = 0; s < G_N_ELEMENTS (before); s++)
    {
      g_autofree char *label = knight_name_of (card, s);

      g_assert_true (g_str_has_suffix (label, before[s]));
    }

  g_assert_true (herald_session_roll (session, &dice, NULL, &error));
  g_assert_no_error (error);
  herald_action_init (&promote, HERALD_ACTION_UPGRADE_KNIGHT, 0);
  promote.knight = 2;
  g_assert_true (herald_session_perform (session, &promote, &error));
  g_assert_no_error (error);
  herald_test_flush ();
  for (guint s = 0; s < G_N_ELEMENTS (after); s++)
    {
      g_autofree char *label = knight_name_of (card, s);

      g_assert_true (g_str_has_suffix (label, after[s]));
    }

  herald_session_close (session);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "card-refresh"))
    return 0;
  g_test_add_func ("/herald/card-refresh/slots-and-pieces", test_slots_and_pieces);
  g_test_add_func ("/herald/card-refresh/targets-follow-item", test_targets_follow_item);
  g_test_add_func ("/herald/card-refresh/builds-across-layouts", test_builds_across_layouts);
  g_test_add_func ("/herald/card-refresh/held-badges-readable", test_held_badges_readable);
  g_test_add_func ("/herald/card-refresh/knights-of-one-kind", test_knights_of_one_kind);
  return g_test_run ();
}
