/* herald-player-card-knights.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The knights' row of a player's card: a slot per knight with its menu (the steps the engine
 * would take, and why it refuses the others; the menu itself is in
 * herald-player-card-knight-menu.c), the recruiting "+" in the first free slot, and where the
 * focus goes in the row when a knight comes or goes. */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "herald-a11y.h"
#include "herald-popover.h"
#include "herald-text.h"
#include "herald-widget-update.h"
#include "herald-words-on-read.h"
#include "herald-player-card-private.h"

/* The row's words, asked for at every knight's change (most steps change a knight's reasons):
 * translated once, as herald-text.c keeps its names (the language does not change while
 * Herald runs; main thread only). gettext looked each up again, some forty times a step
 * (docs/performance.md, sixteenth round). */
#define ONCE(slot, expr) ((slot) != NULL ? (slot) : ((slot) = (expr)))

typedef enum
{
  WORD_ACTIVATE,
  WORD_DEACTIVATE,
  WORD_PROMOTE,
  WORD_CHASE,
  WORD_ACTIONS,
  N_WORDS
} Word;

/* an item's label as the menu shows it ("_Activate") */
static const char *
word_item (Word word)
{
  static const char *items[N_WORDS];

  switch (word)
    {
    case WORD_ACTIVATE:
      return ONCE (items[word], _("_Activate"));
    case WORD_DEACTIVATE:
      return ONCE (items[word], _("_Deactivate"));
    case WORD_PROMOTE:
      return ONCE (items[word], _("_Promote"));
    case WORD_CHASE:
      return ONCE (items[word], _("_Chase the Robber"));
    case WORD_ACTIONS:
    case N_WORDS:
    default:
      g_assert_not_reached ();
    }
}

/* an item's name without its mnemonic ("Activate"), as a refusal names it */
static const char *
word_name (Word word)
{
  static char *names[N_WORDS];

  if (word == WORD_ACTIONS)
    /* Translators: a knight's Move, Chase the Robber and Displace a Knight… together, in
     * "Promote, Knight actions: it is Anna’s turn, not Ben’s" */
    return ONCE (names[word], g_strdup (C_("knight", "Knight actions")));
  return ONCE (names[word], herald_a11y_strip_mnemonic (word_item (word)));
}

/* why an item is refused ("Activate: %s") */
static const char *
word_refusal (Word word)
{
  static const char *formats[N_WORDS];

  switch (word)
    {
    case WORD_ACTIVATE:
      /* Translators: why a knight's menu item is insensitive, "Activate: it is Ben’s turn" */
      return ONCE (formats[word], _("Activate: %s"));
    case WORD_DEACTIVATE:
      /* Translators: why a knight's menu item is insensitive, "Deactivate: it is Ben’s turn" */
      return ONCE (formats[word], _("Deactivate: %s"));
    case WORD_PROMOTE:
      /* Translators: why a knight's menu item is insensitive, "Promote: Ben needs the Fortress …" */
      return ONCE (formats[word], _("Promote: %s"));
    case WORD_CHASE:
      /* Translators: why a knight's menu item is insensitive, "Chase the Robber: the robber stays …" */
      return ONCE (formats[word], _("Chase the Robber: %s"));
    case WORD_ACTIONS:
      /* Translators: why a knight's Move, Chase the Robber and Displace a Knight… items are
       * insensitive, "Knight actions: a knight activated this turn cannot act until the next turn" */
      return ONCE (formats[word], _("Knight actions: %s"));
    case N_WORDS:
    default:
      g_assert_not_reached ();
    }
}

/* The level's Roman numeral a knight shows ("I", "II", "III") is not read: the knight's
 * name says its level, and Orca read the numeral after it as a word ("Red's Basic knight,
 * inactive push button. I."; newcomer report 14, N14-25) */
static void
hide_level_mark (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_POPOVER (child))
        continue;  /* its menu's items are read */
      if (GTK_IS_LABEL (child))
        {
          /* kept hidden as herald-a11y.c tracks an empty label's */
          g_object_set_data (G_OBJECT (child), "herald-a11y-hidden", GINT_TO_POINTER (TRUE));
          gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
        }
      else
        hide_level_mark (child);
    }
}


/* One item of a knight's menu the engine refuses, and why */
typedef struct
{
  Word        word;    /* the item: "Activate: %s", and "Activate" without its mnemonic */
  const char *reason;
} KnightRefusal;

/* Why a knight's menu refuses its steps, one line per reason: the items refused for the same
 * reason share its line ("Activate, Promote: Anna builds after the roll: roll first"), where
 * the turn's reason was said once per item (issue 11) */
static char *
describe_knight_refusals (HeraldPlayerCard   *self,
                          const HeraldKnight *knight,
                          guint               index)
{
  GString *text = g_string_new (NULL);
  KnightRefusal refused[3];
  guint n = 0;
  const char *reason = NULL;

  if (!herald_player_item_get_knight_move (self->item, index, HERALD_PLAYER_KNIGHT_ACTIVATE, &reason)
      && reason != NULL)
    refused[n++] = (KnightRefusal) { knight->active ? WORD_DEACTIVATE : WORD_ACTIVATE, reason };
  if (knight->level < 3
      && !herald_player_item_get_knight_move (self->item, index, HERALD_PLAYER_KNIGHT_PROMOTE, &reason)
      && reason != NULL)
    refused[n++] = (KnightRefusal) { WORD_PROMOTE, reason };
  /* an active knight's Move, Chase the Robber and Displace a Knight… (N21-4) */
  if (knight->active)
    {
      gboolean act = herald_player_item_get_knight_move (self->item, index, HERALD_PLAYER_KNIGHT_ACT, &reason);

      if (act)
        herald_player_item_get_knight_move (self->item, index, HERALD_PLAYER_KNIGHT_CHASE, &reason);
      if (reason != NULL)
        refused[n++] = (KnightRefusal) { act ? WORD_CHASE : WORD_ACTIONS, reason };
    }

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GString) names = NULL;
      guint shared = 0;

      if (refused[i].reason == NULL)
        continue;  /* said on an earlier line */
      for (guint j = i + 1; j < n; j++)
        if (refused[j].reason != NULL && g_strcmp0 (refused[j].reason, refused[i].reason) == 0)
          {
            if (names == NULL)
              names = g_string_new (word_name (refused[i].word));
            g_string_append_printf (names, ", %s", word_name (refused[j].word));
            refused[j].reason = NULL;
            shared++;
          }
      if (text->len > 0)
        g_string_append_c (text, '\n');
      if (shared == 0)
        g_string_append_printf (text, word_refusal (refused[i].word), refused[i].reason);
      else
        {
          static const char *format;

          /* Translators: the items of a knight's menu refused for one reason, and the reason:
           * "Activate, Promote: Anna builds after the roll: roll first" */
          g_string_append_printf (text, ONCE (format, C_("knight", "%s: %s")), names->str, refused[i].reason);
        }
    }
  return g_string_free (text, text->len == 0);
}


/* A slot of the row is made again only when what it shows is made from changed: its knight
 * (or the "+", or a free place), the player's name, whether the game may be corrected here,
 * and the engine's answers it shows (a knight's four, or recruiting's). The item says only
 * that something of the knights changed, for the whole row (a reason of any of them, the
 * recruiting's), and the row made all six slots again: free places, the "+" and knights
 * whose answers were the same (docs/performance.md, twenty-third round). A slot with the
 * focus in it (a step chosen in a knight's menu, a knight recruited by its "+") is made
 * again whatever it shows: the focus is placed as it is made. */
typedef enum
{
  SLOT_FREE = 1,
  SLOT_RECRUIT,
  SLOT_KNIGHT
} KnightSlotKind;

static void
slot_made_clear (HeraldKnightSlotMade *made)
{
  g_free (made->name);
  g_free (made->label);
  for (guint m = 0; m < HERALD_PLAYER_KNIGHT_N_MOVES; m++)
    g_free (made->reason[m]);
  memset (made, 0, sizeof *made);
}

/* Whether @made (owned strings) and @now (borrowed strings) are the same slot with the same
 * answers of the engine: the same knight, "+" or free place, the same place among its kind,
 * the same name, whether the game may be corrected here, and each move's legality. Their
 * reasons aside: most steps change only the reasons of every knight and "+" (the turn's
 * reason, "it is Ben’s turn, not Anna’s", changes with the turn and the phase); such a slot
 * is not made again, only what says its reasons: a knight's tooltip, description and its
 * menu's line, the "+"'s described reason and refusal (docs/performance.md, twenty-sixth
 * round) */
static gboolean
slot_made_same_answers (const HeraldKnightSlotMade *made,
                        const HeraldKnightSlotMade *now)
{
  if (made->kind != now->kind || made->n_knights != now->n_knights || made->may_correct != now->may_correct
      || memcmp (&made->knight, &now->knight, sizeof made->knight) != 0 || made->nth != now->nth
      || made->n_alike != now->n_alike || g_strcmp0 (made->name, now->name) != 0)
    return FALSE;
  for (guint m = 0; m < HERALD_PLAYER_KNIGHT_N_MOVES; m++)
    if (made->legal[m] != now->legal[m])
      return FALSE;
  return TRUE;
}

/* Whether @made and @now (as slot_made_same_answers ()) give the same reasons */
static gboolean
slot_made_same_reasons (const HeraldKnightSlotMade *made,
                        const HeraldKnightSlotMade *now)
{
  for (guint m = 0; m < HERALD_PLAYER_KNIGHT_N_MOVES; m++)
    if (g_strcmp0 (made->reason[m], now->reason[m]) != 0)
      return FALSE;
  return TRUE;
}

/* @self's slot @s kept as made from @now: a copy */
static void
slot_made_keep (HeraldPlayerCard           *self,
                guint                       s,
                const HeraldKnightSlotMade *now)
{
  HeraldKnightSlotMade *made = &self->knight_made[s];

  slot_made_clear (made);
  *made = *now;
  made->label = NULL;
  made->name = g_strdup (now->name);
  for (guint m = 0; m < HERALD_PLAYER_KNIGHT_N_MOVES; m++)
    made->reason[m] = g_strdup (now->reason[m]);
  self->n_knight_slots_made++;
}

/* What slot @s of @self's row is made from now (borrowed strings) */
static void
slot_made_now (HeraldPlayerCard     *self,
               guint                 s,
               guint                 n_knights,
               const char           *name,
               gboolean              may_correct,
               HeraldKnightSlotMade *now)
{
  const HeraldPlayerState *ps = herald_player_item_get_state (self->item);

  memset (now, 0, sizeof *now);
  if (s < n_knights)
    {
      now->kind = SLOT_KNIGHT;
      now->knight = ps->knights[s];
      /* "basic knight 1 of 2": a knight's name changes with its fellows of its kind */
      now->n_alike = herald_text_knight_place (ps, s, &now->nth);
      now->name = (char *) name;
      now->may_correct = may_correct;
      for (guint m = 0; m < HERALD_PLAYER_KNIGHT_N_MOVES; m++)
        now->legal[m] = herald_player_item_get_knight_move (self->item, s, m, (const char **) &now->reason[m]);
    }
  else if (s == n_knights)
    {
      now->kind = SLOT_RECRUIT;
      now->n_knights = n_knights;
      now->name = (char *) name;
      now->legal[0] = herald_player_item_get_move (self->item, HERALD_PLAYER_MOVE_KNIGHT, (const char **) &now->reason[0]);
    }
  else
    now->kind = SLOT_FREE;
}

/* For tests: how many slots of the card's knights' row were made again from their item (a
 * slot whose knight, "+" or free place and engine's answers are as before is left as it is) */
guint
herald_player_card_get_n_knight_slots_made (HeraldPlayerCard *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_CARD (self), 0);

  return self->n_knight_slots_made;
}

void
herald_player_card_forget_knights (HeraldPlayerCard *self)
{
  for (guint s = 0; s < HERALD_MAX_KNIGHTS; s++)
    slot_made_clear (&self->knight_made[s]);
}

/* What says why the steps of the knight in slot @s (named @label) are off: its tooltip and
 * description, and its menu's line */
static void
knight_reasons_make (HeraldPlayerCard   *self,
                     guint               s,
                     const HeraldKnight *knight,
                     const char         *label)
{
  g_autofree char *refusals = describe_knight_refusals (self, knight, s);

  /* why its steps are off: said by its menu's first line, not after the knight's name on
   * every knight the focus comes to (the turn's reason on each knight of each player, issue
   * 11); the tooltip shows it on hover */
  herald_player_card_knight_reasons_keep (self->knight_button[s], refusals);
  if (refusals != NULL)
    {
      g_autofree char *tip = g_strdup_printf ("%s\n%s", label, refusals);

      herald_update_tooltip_on_demand (GTK_WIDGET (self->knight_button[s]), tip);
    }
  else
    herald_update_tooltip_on_demand (GTK_WIDGET (self->knight_button[s]), label);
}

/* knight_reasons_make () of the knight @button is, as its words are read: its card is the
 * one it is in then (none once it is out of it) */
static void
knight_reasons_read_cb (GtkWidget *button,
                        gpointer   data)
{
  HeraldPlayerCard *self = (HeraldPlayerCard *) gtk_widget_get_ancestor (button, HERALD_TYPE_PLAYER_CARD);

  if (self == NULL || self->item == NULL)
    return;
  for (guint s = 0; s < HERALD_MAX_KNIGHTS; s++)
    if (button == GTK_WIDGET (self->knight_button[s]))
      {
        const HeraldPlayerState *ps = herald_player_item_get_state (self->item);

        /* a slot made again since as a "+" or a free place */
        if (self->knight_made[s].kind == SLOT_KNIGHT && self->knight_made[s].label != NULL
            && s < (guint) MAX (ps->n_knights, 0))
          knight_reasons_make (self, s, &ps->knights[s], self->knight_made[s].label);
        return;
      }
}

/* The reasons of the knight in slot @s made as they are read: on hover, as the focus comes to
 * it, as its menu opens (herald_words_on_read ()). A step that changes the phase re-worded
 * every knight of every card, about ten, each with its refusals' lines, its tooltip and its
 * description (docs/performance.md, forty-second round). */
static void
knight_reasons_set (HeraldPlayerCard *self,
                    guint             s)
{
  herald_words_on_read (GTK_WIDGET (self->knight_button[s]), knight_reasons_read_cb, NULL);
}

/* what the recruiting "+" says after its name: why it is off (@reason, when not @legal), and
 * the knights so far */
static char *
recruit_described (guint       n_knights,
                   gboolean    legal,
                   const char *reason)
{
  static const char *counts[HERALD_MAX_KNIGHTS + 1];
  g_autofree char *count = g_strdup_printf (ONCE (counts[n_knights],
                                                  g_dngettext (GETTEXT_PACKAGE, "%u knight", "%u knights", n_knights)),
                                            n_knights);

  return reason != NULL && !legal ? g_strdup_printf ("%s\n%s", reason, count) : g_steal_pointer (&count);
}

/* Knights: a slot each in the order of recruitment, which they keep when promoted or
 * activated (issue 11: a promoted knight jumped to its rank's slot, and the recruiting "+"
 * took its place under the finger); the first free slot recruits */
void
herald_player_card_sync_knights (HeraldPlayerCard *self)
{
  const HeraldPlayerState *ps = herald_player_item_get_state (self->item);
  const char *name = herald_text_isolate (herald_player_item_get_name (self->item));
  /* after the game, or in a game only looked at here (another Herald has it), a knight's
   * menu has nothing to offer: the knight is drawn off (breaker report 10, F13) */
  gboolean may_correct = herald_player_item_get_may_correct (self->item);
  guint p = self->player;
  guint n_knights = MIN ((guint) MAX (ps->n_knights, 0), HERALD_MAX_KNIGHTS);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  /* held: an item of a knight's menu, the focus, goes as the menu's items change */
  g_autoptr(GtkWidget) focus = root != NULL && gtk_root_get_focus (root) != NULL ? g_object_ref (gtk_root_get_focus (root)) : NULL;
  gboolean lost_focus = FALSE;

  for (guint s = 0; s < HERALD_MAX_KNIGHTS; s++)
    {
      HeraldKnightSlotMade now;
      gboolean in_slot = focus != NULL && (focus == GTK_WIDGET (self->recruit_button[s])
                                           || gtk_widget_is_ancestor (focus, GTK_WIDGET (self->knight_button[s])));
      gboolean same_answers;

      slot_made_now (self, s, n_knights, name, may_correct, &now);
      same_answers = !in_slot && slot_made_same_answers (&self->knight_made[s], &now);
      if (same_answers && slot_made_same_reasons (&self->knight_made[s], &now))
        continue;
      /* a knight made before, a "+" */
      if (same_answers && (now.kind == SLOT_RECRUIT || (now.kind == SLOT_KNIGHT && self->knight_made[s].label != NULL)))
        {
          /* only its reasons changed */
          char *label = g_steal_pointer (&self->knight_made[s].label);

          slot_made_keep (self, s, &now);
          self->knight_made[s].label = label;
          if (now.kind == SLOT_KNIGHT)
            knight_reasons_set (self, s);
          else
            {
              g_autofree char *described = recruit_described (n_knights, now.legal[0], now.reason[0]);

              herald_update_described_on_read (GTK_WIDGET (self->recruit_button[s]), described);
              herald_set_refusal (GTK_WIDGET (self->recruit_button[s]), now.legal[0] ? NULL : now.reason[0]);
            }
          continue;
        }
      slot_made_keep (self, s, &now);
      if (s < n_knights)
        {
          const HeraldKnight *knight = &ps->knights[s];
          guint rank = CLAMP (knight->level, 1, 3);
          /* the menu's items change only with the knight's level and whether it is active */
          guint shape = 1 + (knight->active ? 1 : 0) + (rank << 1) + (p << 4) + (s << 8);
          g_autofree char *label = NULL;
          g_autofree char *words = NULL;
          static const char * const marks[] = { "", "I", "II", "III" };
          /* the knight takes the place, and the focus, of the "+" that recruited it: a
           * keyboard player stays on the card (issue 11); a step chosen in its menu (the
           * menu closes as it is chosen) gives the focus back to the knight */
          gboolean had_focus = focus != NULL
                               && (focus == GTK_WIDGET (self->recruit_button[s])
                                   || (gtk_widget_is_ancestor (focus, GTK_WIDGET (self->knight_button[s]))
                                       && gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL));

          gtk_widget_set_visible (GTK_WIDGET (self->knight_button[s]), TRUE);
          gtk_widget_set_visible (GTK_WIDGET (self->recruit_button[s]), FALSE);
          /* a step chosen in the knight's menu: the menu closes and the focus goes back to
           * the knight before the menu's items change (its focused item would go with them,
           * and the popover kept the marks of a focus it no longer held) */
          if (had_focus && gtk_menu_button_get_menu_model (self->knight_button[s]) != NULL
              && gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL)
            {
              gtk_menu_button_popdown (self->knight_button[s]);
              self->placed_focus = gtk_widget_child_focus (GTK_WIDGET (self->knight_button[s]), GTK_DIR_TAB_FORWARD);
              had_focus = FALSE;
            }
          herald_player_card_sync_knight_menu (self, s, knight, shape);
          /* a new numeral's label is hidden as it comes (a label kept says the new one) */
          if (g_strcmp0 (gtk_menu_button_get_label (self->knight_button[s]), marks[rank]) != 0)
            {
              herald_update_menu_button_label (self->knight_button[s], marks[rank]);
              hide_level_mark (GTK_WIDGET (self->knight_button[s]));
            }
          gtk_widget_set_sensitive (GTK_WIDGET (self->knight_button[s]), may_correct);
          if (had_focus)  /* into the menu button's own button, live once it has its menu */
            self->placed_focus = gtk_widget_child_focus (GTK_WIDGET (self->knight_button[s]), GTK_DIR_TAB_FORWARD);
          herald_update_action_name (GTK_ACTIONABLE (self->recruit_button[s]), NULL);
          /* GTK 4.8 looks the class up by name and changes the node's classes even to
           * remove one it does not have */
          if (knight->active != gtk_widget_has_css_class (GTK_WIDGET (self->knight_button[s]), "knight-active"))
            {
              if (knight->active)
                gtk_widget_add_css_class (GTK_WIDGET (self->knight_button[s]), "knight-active");
              else
                gtk_widget_remove_css_class (GTK_WIDGET (self->knight_button[s]), "knight-active");
            }

          {
            static const char *active_format, *inactive_format;

            /* two knights of one kind told apart, "Anna’s basic knight 1 of 2, active": they
             * were heard alike (a11y report 52, a11y52-2), as in the check-in */
            words = herald_text_knight_of_kind (rank, now.nth, now.n_alike);
            label = g_strdup_printf (knight->active ? ONCE (active_format, _("%s’s %s, active"))
                                                    : ONCE (inactive_format, _("%s’s %s, inactive")),
                                     name, words);
          }
          herald_a11y_set_label (GTK_WIDGET (self->knight_button[s]), label);
          self->knight_made[s].label = g_steal_pointer (&label);
          knight_reasons_set (self, s);
        }
      else
        {
          const char *reason = NULL;
          g_autofree char *label = NULL;
          gboolean offer = s == n_knights;

          /* the knight removed from the board through its menu */
          if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->knight_button[s])))
            lost_focus = TRUE;
          gboolean legal = offer && herald_player_item_get_move (self->item, HERALD_PLAYER_MOVE_KNIGHT, &reason);

          gtk_widget_set_visible (GTK_WIDGET (self->knight_button[s]), FALSE);
          gtk_widget_set_visible (GTK_WIDGET (self->recruit_button[s]), TRUE);
          herald_a11y_set_button_label (self->recruit_button[s], offer ? "+" : "");
          g_autofree char *described = NULL;

          if (offer)
            {
              static const char *recruits;

              label = g_strdup_printf (ONCE (recruits, _("%s recruits a basic knight")), name);
              /* the knights so far, read after the button's name */
              described = recruit_described (n_knights, legal, reason);
            }
          else
            {
              static const char *free_slot;

              label = g_strdup (ONCE (free_slot, _("Free slot for a knight")));
              described = g_strdup (label);
            }
          herald_a11y_update_label (GTK_WIDGET (self->recruit_button[s]), label);
          herald_player_card_set_player_action (GTK_WIDGET (self->recruit_button[s]), "player.build-knight",
                                                herald_player_card_player_target (self), legal, described);
          herald_set_refusal (GTK_WIDGET (self->recruit_button[s]), legal ? NULL : reason);
        }
    }

  /* to the knight now in its place, the last knight, or the "+" */
  if (lost_focus
      && !(n_knights > 0 && gtk_widget_child_focus (GTK_WIDGET (self->knight_button[n_knights - 1]), GTK_DIR_TAB_FORWARD))
      && !(n_knights < HERALD_MAX_KNIGHTS && gtk_widget_grab_focus (GTK_WIDGET (self->recruit_button[n_knights]))))
    gtk_widget_child_focus (GTK_WIDGET (self->vp_button), GTK_DIR_TAB_FORWARD);
  self->placed_focus = self->placed_focus || lost_focus;
}
