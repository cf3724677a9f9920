/* herald-player-card-tracks.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The city improvements of a player's card: a row per track (trade, politics, science) with
 * its metropolis and its five levels, the level to build next and why the engine refuses it. */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "herald-a11y.h"
#include "herald-text.h"
#include "herald-track-rows.h"
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

/* A level's button, and a track's name, are made again only when what they are made from
 * changed. The item says only that something of the tracks changed, for all three (most
 * often the reason the next level is refused, which changes with the phase and the turn),
 * and the row made every level of every track again: its classes, its name, its action and
 * what describes it, fifteen buttons for one reason changed, a quarter of the cards' work
 * in a step (docs/performance.md, twenty-fifth round). A built level and the levels beyond
 * the next are made from the player's name alone (and, the built one, whether the game may
 * be corrected here); the next level also from the engine's answer and reason, whether it is
 * its player's turn and whether it has the focus (set_level_refusal ()). */
enum
{
  LEVEL_BELOW = 1,  /* built, under the last built */
  LEVEL_BUILT,      /* the last built: activated, corrects it away */
  LEVEL_NEXT,       /* the level to build next */
  LEVEL_BEYOND      /* not built, after the next */
};

static void
level_made_clear (HeraldLevelMade *made)
{
  g_free (made->name);
  g_free (made->reason);
  memset (made, 0, sizeof *made);
}

void
herald_player_card_forget_tracks (HeraldPlayerCard *self)
{
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      level_made_clear (&self->track_made[t]);
      for (guint l = 0; l < HERALD_MAX_LEVEL; l++)
        level_made_clear (&self->level_made[t][l]);
    }
}

/* For tests: how many level buttons of the card were made again from their item */
guint
herald_player_card_get_n_levels_made (HeraldPlayerCard *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_CARD (self), 0);

  return self->n_levels_made;
}

/* Whether @made is @now (borrowed strings); else @made becomes a copy of @now */
static gboolean
level_made_same (HeraldLevelMade       *made,
                 const HeraldLevelMade *now)
{
  if (made->kind == now->kind && made->legal == now->legal && made->may_correct == now->may_correct
      && made->is_current == now->is_current && made->focus == now->focus
      && g_strcmp0 (made->name, now->name) == 0 && g_strcmp0 (made->reason, now->reason) == 0)
    return TRUE;
  level_made_clear (made);
  *made = *now;
  made->name = g_strdup (now->name);
  made->reason = g_strdup (now->reason);
  return FALSE;
}

/* The target of @t's level buttons, the player and the track ("(ii)"): made once for the
 * card, and given to a level again as the same value GTK keeps it by, compared by its
 * address (gtk_actionable_set_action_target_value ()). Made with g_variant_new () at each
 * level made again it was 4,300 instructions a level, its format read each time
 * (docs/performance.md, twenty-seventh round). */
static GVariant *
track_target (HeraldPlayerCard *self,
              guint             t)
{
  if (self->track_target[t] == NULL)
    self->track_target[t] = g_variant_ref_sink (g_variant_new ("(ii)", self->player, t));
  return self->track_target[t];
}

/* The city improvements: a track per row, its metropolis, the level to build next */
void
herald_player_card_sync_tracks (HeraldPlayerCard *self)
{
  const HeraldPlayerState *ps = herald_player_item_get_state (self->item);
  const char *name = herald_text_isolate (herald_player_item_get_name (self->item));
  gboolean may_correct = herald_player_item_get_may_correct (self->item);
  gboolean is_current = herald_player_item_get_is_current (self->item);

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      guint level = ps->improvements[t];
      guint metropolis = herald_player_item_get_metropolis (self->item, t);
      g_autofree char *track_text = NULL;
      const char *reason = NULL;
      gboolean can_improve = herald_player_item_get_move (self->item, HERALD_PLAYER_MOVE_IMPROVE + t, &reason);
      HeraldLevelMade track = { .kind = metropolis + 1, .name = (char *) name };

      if (level_made_same (&self->track_made[t], &track))
        ;  /* its name and tooltip as they are */
      else if (metropolis > 0)
        /* Translators: a track name with the metropolis badge, a no-break space before it: the
         * star never wraps alone under the name (fix48-3) */
        track_text = g_strdup_printf (HERALD_ONCE (_("%s\u00a0★")), herald_text_track_name (t));
      else
        track_text = g_strdup (herald_text_track_name (t));
      if (track_text != NULL)
        {
          g_autofree char *tip = NULL;

          gtk_label_set_label (self->track_label[t], track_text);

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
          HeraldLevelMade now = { .kind = l < level ? LEVEL_BELOW : l == level ? LEVEL_BUILT
                                          : l == level + 1 ? LEVEL_NEXT : LEVEL_BEYOND,
                                  .name = (char *) name };

          if (now.kind == LEVEL_BUILT)
            now.may_correct = may_correct;
          else if (now.kind == LEVEL_NEXT)
            {
              now.legal = can_improve;
              now.reason = (char *) reason;
              now.may_correct = may_correct;
              now.is_current = is_current;
              now.focus = gtk_widget_has_focus (button);
            }
          if (level_made_same (&self->level_made[t][l - 1], &now))
            continue;
          self->n_levels_made++;

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
              if (!can_improve && reason != NULL && may_correct && is_current)
                herald_player_card_refuse_level (button, track_target (self, t), reason);
              else
                {
                  herald_player_card_set_player_action (button, "player.improve", track_target (self, t),
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
              herald_player_card_set_player_action (button, "player.unimprove", track_target (self, t),
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

/**
 * herald_player_card_get_names_width:
 * @self: the card
 *
 * The card's least width at which each track's name is on one line beside its levels (a
 * card narrower than that puts a name that does not fit above its levels, herald-track-rows.c;
 * tester report 48, N48-4). Measured, never per frame: the window asks it when it lays the
 * table's row out.
 *
 * Returns: the width in pixels, no less than the card's least width
 */
int
herald_player_card_get_names_width (HeraldPlayerCard *self)
{
  GtkWidget *tracks;
  int card_min = 0, tracks_min = 0, insets;

  g_return_val_if_fail (HERALD_IS_PLAYER_CARD (self), 0);

  tracks = GTK_WIDGET (self->tracks_grid);
  gtk_widget_measure (GTK_WIDGET (self), GTK_ORIENTATION_HORIZONTAL, -1, &card_min, NULL, NULL, NULL);
  gtk_widget_measure (tracks, GTK_ORIENTATION_HORIZONTAL, -1, &tracks_min, NULL, NULL, NULL);
  /* what lies between the card's edges and its tracks' (its padding, its border, the
   * margins), as if the tracks were its widest part: measured, never taken from the last
   * allocation (the width asked would change with it, and the table's row with it) */
  insets = card_min - tracks_min;
  return MAX (card_min, herald_track_rows_get_names_width (HERALD_TRACK_ROWS (gtk_widget_get_layout_manager (tracks))) + insets);
}
