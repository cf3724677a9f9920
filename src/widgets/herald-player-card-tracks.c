/* herald-player-card-tracks.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The city improvements of a player's card: a row per track (trade, politics, science) with
 * its metropolis and its five levels, the level to build next and why the engine refuses it. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-a11y.h"
#include "herald-text.h"
#include "herald-widget-update.h"
#include "herald-player-card-private.h"

/* The reason the next level cannot be built (the engine's, herald_player_item_get_move ())
 * is also the level's accessible description, on the turn of its player: an insensitive
 * button never takes the focus, and the reason was only a pointer's tooltip ("Anna has no
 * ordinary city: level 4 needs a city that is not a metropolis"; tester report 28, N28-2).
 * Not on other turns, where each step changed every card's reasons ("It is Ben’s turn") and
 * each change is an event to the screen reader (issue 11); nor while the button has the
 * focus (a reason changed under the focus is read aloud; it reads its described-by label). */
static void
set_level_refusal (HeraldPlayerCard *self,
                   GtkWidget        *button,
                   const char       *reason)
{
  const char *now = herald_get_data (button, "herald-level-refusal");
  const char *text = reason != NULL && herald_player_item_get_is_current (self->item)
                     && !gtk_widget_has_focus (button) ? reason : NULL;

  if (g_strcmp0 (now, text) == 0)
    return;
  g_object_set_data_full (G_OBJECT (button), "herald-level-refusal", g_strdup (text), g_free);
  herald_set_description (button, text);
}

/* The city improvements: a track per row, its metropolis, the level to build next */
void
herald_player_card_sync_tracks (HeraldPlayerCard *self)
{
  const HeraldPlayerState *ps = herald_player_item_get_state (self->item);
  const char *name = herald_text_isolate (herald_player_item_get_name (self->item));
  gboolean may_correct = herald_player_item_get_may_correct (self->item);
  guint p = self->player;

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      guint level = ps->improvements[t];
      guint metropolis = herald_player_item_get_metropolis (self->item, t);
      g_autofree char *track_text = NULL;
      const char *reason = NULL;
      gboolean can_improve = herald_player_item_get_move (self->item, HERALD_PLAYER_MOVE_IMPROVE + t, &reason);

      if (metropolis > 0)
        /* Translators: a track name with the metropolis badge */
        track_text = g_strdup_printf (HERALD_ONCE (_("%s ★")), herald_text_track_name (t));
      else
        track_text = g_strdup (herald_text_track_name (t));
      gtk_label_set_label (self->track_label[t], track_text);
      {
        g_autofree char *tip = NULL;

        if (metropolis > 0)
          tip = g_strdup_printf (HERALD_ONCE (_("%s holds the %s metropolis%s. Level 3: %s")), name, herald_text_track_name (t),
                                 metropolis == 2 ? HERALD_ONCE (_(" for good")) : "",
                                 herald_text_level3_ability (t));
        else
          tip = g_strdup_printf (HERALD_ONCE (_("Level 3: %s")), herald_text_level3_ability (t));
        herald_update_tooltip (GTK_WIDGET (self->track_label[t]), tip);
      }

      for (guint l = 1; l <= HERALD_MAX_LEVEL; l++)
        {
          GtkWidget *button = GTK_WIDGET (self->level_button[t][l - 1]);
          g_autofree char *label = NULL;

          /* the arrow keys go from build to build, never to the built level that corrects
           * away (newcomer report 17, N17-18): by keyboard, Correct Pieces corrects a level.
           * can-focus, not focusable: GTK 4.8 tells screen readers of each focusable change */
          if (gtk_widget_get_can_focus (button) != (l != level))
            gtk_widget_set_can_focus (button, l != level);

          if (l <= level)
            gtk_widget_add_css_class (button, "level-on");
          else
            gtk_widget_remove_css_class (button, "level-on");
          /* the level to build next is drawn open, not filled like the built ones */
          if (l == level + 1)
            gtk_widget_add_css_class (button, "level-next");
          else
            gtk_widget_remove_css_class (button, "level-next");

          if (l == level + 1)
            {
              label = g_strdup_printf (HERALD_ONCE (_("%s builds the %s (%s level %u)")), name,
                                       herald_text_building_name (t, l), herald_text_track_name (t), l);
              /* refused on its turn, in a game played here: in reach of the keys, to say why */
              if (!can_improve && reason != NULL && may_correct && herald_player_item_get_is_current (self->item))
                herald_player_card_refuse_level (button, g_variant_new ("(ii)", p, t), reason);
              else
                {
                  herald_player_card_set_player_action (button, "player.improve", g_variant_new ("(ii)", p, t),
                                                        can_improve, can_improve ? label : reason);
                  herald_player_card_refuse_level (button, NULL, NULL);
                }
              herald_set_refusal (button, can_improve ? NULL : reason);
              set_level_refusal (self, button, can_improve ? NULL : reason);
            }
          else if (l == level)
            {
              label = g_strdup_printf (HERALD_ONCE (_("%s has the %s (%s level %u); activate to correct it away")), name,
                                       herald_text_building_name (t, l), herald_text_track_name (t), l);
              herald_player_card_set_player_action (button, "player.unimprove", g_variant_new ("(ii)", p, t),
                                                    may_correct, herald_text_building_name (t, l));
              herald_player_card_refuse_level (button, NULL, NULL);
              set_level_refusal (self, button, NULL);
            }
          else
            {
              label = g_strdup_printf (l < level ? HERALD_ONCE (_("%s has the %s (%s level %u)"))
                                                 : HERALD_ONCE (_("%s has not built the %s (%s level %u)")),
                                       name, herald_text_building_name (t, l), herald_text_track_name (t), l);
              herald_player_card_set_player_action (button, NULL, NULL, FALSE, herald_text_building_name (t, l));
              herald_player_card_refuse_level (button, NULL, NULL);
              set_level_refusal (self, button, NULL);
            }
          herald_a11y_update_label (button, label);
        }
    }
}
