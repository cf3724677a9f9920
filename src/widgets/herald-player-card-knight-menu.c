/* herald-player-card-knight-menu.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A knight's menu on a player's card (herald-player-card-knights.c makes the row): its
 * items (the steps the engine would take), the knight's own actions they take, the line at
 * its top that says why the others are off, and where the focus goes as it closes. */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "herald-a11y.h"
#include "herald-popover.h"
#include "herald-widget-update.h"
#include "herald-words-on-read.h"
#include "herald-player-card-private.h"

/* A knight's own actions, "knight.step" (Activate or Deactivate), "knight.promote" and its
 * actions "knight.move", "knight.chase" and "knight.displace": each enabled while the engine
 * would take the step, and activated as the window's "player.activate-knight",
 * "player.deactivate-knight", "player.upgrade-knight", "player.knight-move",
 * "player.knight-chase" or "player.knight-displace" for this knight (newcomer report 21,
 * N21-4: the actions of a knight activated this turn were offered, then refused). The menu's items name them and never change with the engine's answer: off, GTK
 * shows an item insensitive (issue 11: Activate on another player's turn and Promote without
 * a Fortress were offered, then refused with a toast). A change of turn turns an action on or
 * off instead of replacing menu items, whose widgets the popover made again
 * (docs/performance.md, twelfth round). */
#define KNIGHT_GROUP_KEY "herald-knight-actions"

/* which of the window's actions a knight's action takes, set at every change of the knight
 * (a quark: g_object_set_data () looks its key up in GLib's table of strings each time) */
static GQuark
player_action_quark (void)
{
  static GQuark quark;

  if (quark == 0)
    quark = g_quark_from_static_string ("herald-knight-player-action");
  return quark;
}

/* the player and slot @button's target was made for, as 1 + (player << 8) + slot */
static GQuark
target_key_quark (void)
{
  static GQuark quark;

  if (quark == 0)
    quark = g_quark_from_static_string ("herald-knight-target-key");
  return quark;
}

static void
knight_action_cb (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       data)
{
  GtkWidget *button = data;
  const char *name = g_object_get_qdata (G_OBJECT (action), player_action_quark ());
  GVariant *target = herald_get_data (button, KNIGHT_GROUP_KEY "-target");

  if (name != NULL && target != NULL)
    gtk_widget_activate_action_variant (button, name, target);
}

/* @button's actions, made the first time it shows a knight, put on its menu */
static GSimpleActionGroup *
knight_actions (GtkMenuButton *button)
{
  GSimpleActionGroup *group = herald_get_data (button, KNIGHT_GROUP_KEY);

  if (group == NULL)
    {
      static const char * const names[] = { "step", "promote", "move", "chase", "displace" };

      group = g_simple_action_group_new ();
      for (guint i = 0; i < G_N_ELEMENTS (names); i++)
        {
          g_autoptr(GSimpleAction) action = g_simple_action_new (names[i], NULL);

          g_signal_connect_object (action, "activate", G_CALLBACK (knight_action_cb), button, 0);
          g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
        }
      g_object_set_data_full (G_OBJECT (button), KNIGHT_GROUP_KEY, group, g_object_unref);
    }
  /* on the menu, where its items find them, not on the button: GTK 4.8 gives screen readers
   * and other assistive tools a widget's own actions as its AT-SPI actions, the first one the
   * "click", and an AT-SPI click on a knight took "knight.step" (Activate or Deactivate)
   * instead of opening its menu (n21 report, session 21). A new menu gets them again. */
  {
    GtkPopover *popover = gtk_menu_button_get_popover (button);

    if (popover != NULL && herald_get_data (popover, KNIGHT_GROUP_KEY) != group)
      {
        gtk_widget_insert_action_group (GTK_WIDGET (popover), "knight", G_ACTION_GROUP (group));
        g_object_set_data (G_OBJECT (popover), KNIGHT_GROUP_KEY, group);
      }
  }
  return group;
}

/* @button's actions set for @knight, slot @index of @player: which step of the window's they
 * take and whether the engine would take it now */
static void
set_knight_actions (HeraldPlayerCard   *self,
                    GtkMenuButton      *button,
                    const HeraldKnight *knight,
                    guint               index)
{
  GSimpleActionGroup *group = knight_actions (button);
  GAction *step = g_action_map_lookup_action (G_ACTION_MAP (group), "step");
  GAction *promote = g_action_map_lookup_action (G_ACTION_MAP (group), "promote");
  guint key = 1 + (self->player << 8) + index;

  if (GPOINTER_TO_UINT (g_object_get_qdata (G_OBJECT (button), target_key_quark ())) != key)
    {
      g_object_set_data_full (G_OBJECT (button), KNIGHT_GROUP_KEY "-target",
                              g_variant_ref_sink (g_variant_new ("(ii)", self->player, index)),
                              (GDestroyNotify) g_variant_unref);
      g_object_set_qdata (G_OBJECT (button), target_key_quark (), GUINT_TO_POINTER (key));
    }
  g_object_set_qdata (G_OBJECT (step), player_action_quark (),
                      (gpointer) (knight->active ? "player.deactivate-knight" : "player.activate-knight"));
  g_object_set_qdata (G_OBJECT (promote), player_action_quark (), (gpointer) "player.upgrade-knight");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (step),
                               herald_player_item_get_knight_move (self->item, index, HERALD_PLAYER_KNIGHT_ACTIVATE, NULL));
  g_simple_action_set_enabled (G_SIMPLE_ACTION (promote),
                               knight->level < 3 &&
                               herald_player_item_get_knight_move (self->item, index, HERALD_PLAYER_KNIGHT_PROMOTE, NULL));
  {
    static const struct { const char *name; const char *player_action; HeraldPlayerKnightMove move; } acts[] = {
      { "move", "player.knight-move", HERALD_PLAYER_KNIGHT_ACT },
      { "chase", "player.knight-chase", HERALD_PLAYER_KNIGHT_CHASE },
      /* the target is asked for next: the engine's answer for the knight alone, as Move's */
      { "displace", "player.knight-displace", HERALD_PLAYER_KNIGHT_ACT },
    };

    for (guint i = 0; i < G_N_ELEMENTS (acts); i++)
      {
        GAction *act = g_action_map_lookup_action (G_ACTION_MAP (group), acts[i].name);

        g_object_set_qdata (G_OBJECT (act), player_action_quark (), (gpointer) acts[i].player_action);
        g_simple_action_set_enabled (G_SIMPLE_ACTION (act),
                                     herald_player_item_get_knight_move (self->item, index, acts[i].move, NULL));
      }
  }
}

/* The line at the top of a knight's menu that says why its greyed-out items are off ("Knight
 * actions: a knight activated this turn cannot act until the next turn"). GTK 4.8's menus
 * never give the focus to an insensitive item, and a screen reader said nothing of it: the
 * reason was only in the knight button's description, read before the menu opened (issue
 * 11). The line is the menu's first item, the first stop of the keys, and Orca reads it as
 * the menu opens; a sighted player sees it without a tooltip. Hidden while every item is on. */
#define REASONS_ID "knight-reasons"
#define REASONS_KEY "herald-knight-reasons"

/* for tests: herald_player_card_get_n_knight_reasons_made () (main thread only) */
static guint n_reasons_made;

static void
knight_reasons (GtkMenuButton *button,
                const char    *text)
{
  GtkPopover *popover = gtk_menu_button_get_popover (button);
  GtkWidget *line = herald_get_data (button, REASONS_KEY);
  GtkWidget *label;

  if (line == NULL)
    {
      /* an item of the menu, as the others, which the arrows reach and Orca reads as the
       * focus comes (a label or a box is skipped by GTK 4.8's menu, and a focused label
       * was not read); chosen, it only closes the menu */
      line = g_object_new (GTK_TYPE_BUTTON, "accessible-role", GTK_ACCESSIBLE_ROLE_MENU_ITEM, NULL);
      gtk_widget_add_css_class (line, "flat");
      gtk_widget_add_css_class (line, "knight-reasons");
      label = gtk_label_new (NULL);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_button_set_child (GTK_BUTTON (line), label);
      g_signal_connect_object (line, "clicked", G_CALLBACK (gtk_menu_button_popdown), button, G_CONNECT_SWAPPED);
      /* the focus opens on the first item that can act, the reasons its description
       * (tester report 31, N31-7: Return on this line only closed the menu) */
      herald_popover_not_first (line);
      g_object_set_data_full (G_OBJECT (button), REASONS_KEY, g_object_ref_sink (line), g_object_unref);
    }
  label = gtk_button_get_child (GTK_BUTTON (line));
  /* the menu's own place for it, made again when the menu is */
  if (gtk_widget_get_parent (line) == NULL && GTK_IS_POPOVER_MENU (popover))
    gtk_popover_menu_add_child (GTK_POPOVER_MENU (popover), line, REASONS_ID);
  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), text != NULL ? text : "") != 0)
    {
      g_autofree char *said = herald_a11y_one_line (text);

      gtk_label_set_label (GTK_LABEL (label), text != NULL ? text : "");
      herald_a11y_update_label (line, said);
    }
  gtk_widget_set_visible (line, text != NULL);
  n_reasons_made++;
}

/* The line is given its text as the menu opens (knight_menu_attach_cb ()), or at once while
 * the menu is open: closed, the line is outside the tree, seen and heard by nobody. Most
 * steps change most knights' reasons, and every line was made again at each: its text,
 * its name, its one line for a screen reader (docs/performance.md, twenty-fourth round). */
#define REASONS_TEXT_KEY "herald-knight-reasons-text"

/* @button's menu's line made with the reasons kept for it (also for tests, to compare it) */
void
herald_player_card_knight_menu_made (GtkMenuButton *button)
{
  /* the reasons kept as they are now (herald_words_on_read ()) */
  herald_words_make (GTK_WIDGET (button));
  knight_reasons (button, herald_get_data (button, REASONS_TEXT_KEY));
}

/* @text (nullable) kept as @button's reasons, for its menu's line */
void
herald_player_card_knight_reasons_keep (GtkMenuButton *button,
                                        const char    *text)
{
  GtkPopover *popover = gtk_menu_button_get_popover (button);

  if (g_strcmp0 (herald_get_data (button, REASONS_TEXT_KEY), text) != 0)
    g_object_set_data_full (G_OBJECT (button), REASONS_TEXT_KEY, g_strdup (text), g_free);
  if (popover != NULL && gtk_widget_get_visible (GTK_WIDGET (popover)))
    herald_player_card_knight_menu_made (button);
}

guint
herald_player_card_get_n_knight_reasons_made (void)
{
  return n_reasons_made;
}

/* A knight's menu's items, each as a code: what the item is made from. The menu is kept and
 * only the items that differ are made again (update_knight_menu ()); they were told apart by
 * a text of each item's label, action, target and section, read back from a menu made afresh
 * at every change of the knight's shape, a fifth of the knights' menus' cost in a step
 * (docs/performance.md, twenty-sixth round). The codes say the same: an item's code is the
 * same exactly when its label, action, target and section are. */
typedef enum
{
  ITEM_REASONS = 1,  /* why the items greyed out are off (knight_reasons ()) */
  ITEM_ACTIVATE,
  ITEM_DEACTIVATE,
  ITEM_PROMOTE,
  ITEM_ACTIONS,      /* an active knight's Move, Chase the Robber and Displace a Knight… */
  ITEM_REMOVE,       /* Remove from the Board, its player << 8 and slot << 16 added */
} KnightItem;

typedef struct
{
  guint n;
  guint code[5];
} KnightItems;

/* the items of @knight's menu, slot @index of @self's row */
static void
knight_items (HeraldPlayerCard   *self,
              const HeraldKnight *knight,
              guint               index,
              KnightItems        *items)
{
  items->n = 0;
  /* first, why the items greyed out are off (knight_reasons ()): always there, so that it
   * is never replaced as the other items change (update_knight_menu ()) */
  items->code[items->n++] = ITEM_REASONS;
  items->code[items->n++] = knight->active ? ITEM_DEACTIVATE : ITEM_ACTIVATE;
  if (knight->level < 3)
    items->code[items->n++] = ITEM_PROMOTE;
  if (knight->active)
    items->code[items->n++] = ITEM_ACTIONS;
  items->code[items->n++] = ITEM_REMOVE + ((self->player & 0xff) << 8) + ((index & 0xff) << 16);
}

/* the menu's item of @code */
static GMenuItem *
knight_item_new (guint code)
{
  switch ((KnightItem) (code & 0xff))
    {
    case ITEM_REASONS:
      {
        GMenuItem *item = g_menu_item_new (NULL, NULL);

        g_menu_item_set_attribute (item, "custom", "s", REASONS_ID);
        return item;
      }
    case ITEM_ACTIVATE:
      return g_menu_item_new (HERALD_ONCE (_("_Activate")), "knight.step");
    case ITEM_DEACTIVATE:
      return g_menu_item_new (HERALD_ONCE (_("_Deactivate")), "knight.step");
    case ITEM_PROMOTE:
      return g_menu_item_new (HERALD_ONCE (_("_Promote")), "knight.promote");
    case ITEM_ACTIONS:
      {
        g_autoptr(GMenu) actions = g_menu_new ();

        g_menu_append (actions, HERALD_ONCE (_("_Move")), "knight.move");
        g_menu_append (actions, HERALD_ONCE (_("_Chase the Robber")), "knight.chase");
        g_menu_append (actions, HERALD_ONCE (_("D_isplace a Knight…")), "knight.displace");
        return g_menu_item_new_section (NULL, G_MENU_MODEL (actions));
      }
    case ITEM_REMOVE:
      {
        g_autoptr(GMenu) other = g_menu_new ();
        g_autoptr(GMenuItem) item = g_menu_item_new (HERALD_ONCE (_("_Remove from the Board")), NULL);

        g_menu_item_set_action_and_target_value (item, "player.remove-knight",
                                                 g_variant_new ("(ii)", (code >> 8) & 0xff, (code >> 16) & 0xff));
        g_menu_append_item (other, item);
        return g_menu_item_new_section (NULL, G_MENU_MODEL (other));
      }
    default:
      g_assert_not_reached ();
    }
}

/* Escape closed a knight's menu and the focus went nowhere (the screen reader said only
 * "Herald frame", newcomer report 11, N-9): it comes back to the knight. Looked at once idle:
 * a step chosen in the menu places the focus itself (herald_player_card_sync_knights (), which
 * also closes the menu it replaces). */
static gboolean
knight_menu_refocus_cb (gpointer data)
{
  GtkWidget *button = data;
  GtkRoot *root = gtk_widget_get_root (button);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (root != NULL && gtk_widget_get_mapped (button) && gtk_widget_is_sensitive (button) &&
      (focus == NULL || focus == GTK_WIDGET (root) || !gtk_widget_get_mapped (focus)))
    gtk_widget_grab_focus (button);
  return G_SOURCE_REMOVE;
}

static void
knight_menu_closed_cb (GtkWidget *popover)
{
  GtkWidget *button = gtk_widget_get_parent (popover);

  if (button != NULL)
    g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, knight_menu_refocus_cb, g_object_ref (button), g_object_unref);
}

/* A knight's menu is kept, and its items changed only when they change: set anew at every
 * sync (every step of the game, any player's), the menu button got a new popover each time,
 * which closed the one open, and Orca, told of the new menu, said the old or the new one
 * late, or twice (newcomer report 17, N17-6). */
#define KNIGHT_MENU_KEY "herald-knight-menu"
/* what the items were made for (herald_player_card_sync_knights ()) */
#define KNIGHT_SHAPE_KEY "herald-knight-shape"

/* A knight's menu shows its items only while it is open. GTK 4.8's popover makes the widgets
 * of every item given to it at once, and told of each item a step adds or removes, and of
 * each action turned on or off, it made or changed them though the menu was closed: half a
 * million instructions an item, 19 M of a 1,000-action game's 50 steps in the window
 * (docs/performance.md, twentieth round). The menu model stays the button's (the same GMenu,
 * changed item by item as before); its popover is given it as it opens (GtkMenuButton's
 * "create-popup" function, called as it toggles, before the popover shows and takes the
 * focus) and lets go of it at the first change while closed. */
/* The menu opens on its first item that can act (herald_popover_first_item ()), not on the
 * line of reasons nor on Remove from the Board, which undoes the others' work; that item is
 * described by the reasons, which the line said as the first stop (tester report 31, N31-7:
 * Return there only closed the menu). Only the reasons (@line) can act: the line is first. */
static void
describe_first_item (GtkWidget *popover)
{
  GtkWidget *button = gtk_widget_get_parent (popover);
  GtkWidget *line = button != NULL ? herald_get_data (button, REASONS_KEY) : NULL;
  g_autoptr(GPtrArray) items = g_ptr_array_new ();
  GtkWidget *first;
  const char *reasons = NULL;

  for (GtkWidget *w = gtk_widget_get_first_child (popover); w != NULL; )
    {
      if (g_type_is_a (G_OBJECT_TYPE (w), g_type_from_name ("GtkModelButton")))
        {
          g_autofree char *text = NULL;
          g_autofree char *remove = g_strdup (_("_Remove from the Board"));

          /* its label, as knight_item_new () gave it, its mnemonic's underscore left out (a
           * menu's item keeps its action to itself) */
          g_object_get (w, "text", &text, NULL);
          for (char *from = remove, *to = remove; ; from++)
            if (*from != '_' && (*to++ = *from) == '\0')
              break;
          if (g_strcmp0 (text, remove) == 0 || g_strcmp0 (text, _("_Remove from the Board")) == 0)
            herald_popover_not_first (w);
          g_ptr_array_add (items, w);
        }
      /* depth first */
      if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != popover && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = w != popover ? gtk_widget_get_next_sibling (w) : NULL;
        }
    }
  if (line != NULL && gtk_widget_get_visible (line))
    reasons = gtk_label_get_label (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (line))));
  first = herald_popover_first_item (popover);
  for (guint i = 0; i < items->len; i++)
    {
      GtkWidget *item = items->pdata[i];

      if (item == first && reasons != NULL && reasons[0] != '\0')
        {
          g_autofree char *said = herald_a11y_one_line (reasons);

          gtk_accessible_update_property (GTK_ACCESSIBLE (item), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, said, -1);
        }
      else
        gtk_accessible_reset_property (GTK_ACCESSIBLE (item), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
}

static void
knight_menu_attach_cb (GtkMenuButton *button,
                       gpointer       data)
{
  GtkPopover *popover = gtk_menu_button_get_popover (button);
  GMenuModel *kept = gtk_menu_button_get_menu_model (button);

  if (!GTK_IS_POPOVER_MENU (popover) || kept == NULL)
    return;
  if (gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (popover)) != kept)
    gtk_popover_menu_set_menu_model (GTK_POPOVER_MENU (popover), kept);
  /* the line of reasons, with the reasons now, in its place among the items made now */
  herald_player_card_knight_menu_made (button);
}

/* @button's popover closed lets go of its items before they change */
static void
knight_menu_detach (GtkMenuButton *button)
{
  GtkPopover *popover = gtk_menu_button_get_popover (button);

  if (GTK_IS_POPOVER_MENU (popover) && !gtk_widget_get_visible (GTK_WIDGET (popover))
      && gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (popover)) != NULL)
    gtk_popover_menu_set_menu_model (GTK_POPOVER_MENU (popover), NULL);
}

/* @button's menu made to hold @items: the same menu, the same popover. Only the items that
 * differ are replaced: the popover makes a widget for each item given to it, and a knight
 * activated, deactivated or promoted changes one or two items of its menu, not the others
 * (docs/performance.md, eleventh round). An item that comes or goes (an active knight's
 * actions, Promote at the third level) is put in or taken out where it is, not the items
 * after it replaced one by one (sixteenth round: each new item was half a million
 * instructions of the popover's widgets). */
static void
update_knight_menu (GtkMenuButton     *button,
                    const KnightItems *now)
{
  GMenuModel *kept = gtk_menu_button_get_menu_model (button);
  const KnightItems *kept_items = kept != NULL ? herald_get_data (kept, KNIGHT_MENU_KEY) : NULL;
  GMenu *menu;

  if (kept != NULL && G_IS_MENU (kept) && kept_items != NULL)
    {
      KnightItems was = *kept_items;
      guint i = 0, j = 0;

      if (was.n == now->n && memcmp (was.code, now->code, now->n * sizeof now->code[0]) == 0)
        return;
      menu = G_MENU (kept);
      /* open, a step was chosen in it: it closes, as it did when it was replaced (the focus
       * then goes back to the knight) */
      gtk_menu_button_popdown (button);
      knight_menu_detach (button);
      /* the menu's items before @i are @now's first @i, those from @i on the kept ones from
       * @j on */
      while (i < now->n)
        {
          g_autoptr(GMenuItem) item = NULL;

          if (j < was.n && was.code[j] == now->code[i])
            {
              i++, j++;
              continue;
            }
          /* a kept item that goes */
          if (j + 1 < was.n && was.code[j + 1] == now->code[i])
            {
              g_menu_remove (menu, i);
              j++;
              continue;
            }
          /* a new item: put in before the kept one when that one comes next in @now, else
           * in its place */
          if (j < was.n && !(i + 1 < now->n && was.code[j] == now->code[i + 1]))
            {
              g_menu_remove (menu, i);
              j++;
            }
          item = knight_item_new (now->code[i]);
          g_menu_insert_item (menu, i, item);
          i++;
        }
      for (; j < was.n; j++)
        g_menu_remove (menu, i);
      g_object_set_data_full (G_OBJECT (menu), KNIGHT_MENU_KEY, g_memdup2 (now, sizeof *now), g_free);
      return;
    }

  /* the popover made for the menu while it is empty, then let go of it: its items are made
   * as it opens */
  menu = g_menu_new ();
  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (menu));
  gtk_menu_button_set_create_popup_func (button, knight_menu_attach_cb, NULL, NULL);
  knight_menu_detach (button);
  for (guint i = 0; i < now->n; i++)
    {
      g_autoptr(GMenuItem) item = knight_item_new (now->code[i]);

      g_menu_append_item (menu, item);
    }
  g_object_set_data_full (G_OBJECT (menu), KNIGHT_MENU_KEY, g_memdup2 (now, sizeof *now), g_free);
  g_object_unref (menu);
}

/* @self's knight @knight in slot @s: its menu made again when its items change (@shape: what
 * they are made from), its actions set, its popover looked after once */
void
herald_player_card_sync_knight_menu (HeraldPlayerCard   *self,
                                     guint               s,
                                     const HeraldKnight *knight,
                                     guint               shape)
{
  if (GPOINTER_TO_UINT (herald_get_data (self->knight_button[s], KNIGHT_SHAPE_KEY)) != shape
      || gtk_menu_button_get_menu_model (self->knight_button[s]) == NULL)
    {
      KnightItems items;

      knight_items (self, knight, s, &items);
      update_knight_menu (self->knight_button[s], &items);
      g_object_set_data (G_OBJECT (self->knight_button[s]), KNIGHT_SHAPE_KEY, GUINT_TO_POINTER (shape));
    }
  set_knight_actions (self, self->knight_button[s], knight, s);
  {
    GtkPopover *popover = gtk_menu_button_get_popover (self->knight_button[s]);

    if (popover != NULL && herald_get_data (popover, "herald-fit") == NULL)
      {
        g_object_set_data (G_OBJECT (popover), "herald-fit", GINT_TO_POINTER (1));
        /* centred under its button, from the card's first slot on a phone it stuck
         * out ~60 px left of the window (newcomer report 11, N-3) */
        herald_popover_keep_in_window (popover);
        herald_popover_quiet_tooltip (self->knight_button[s]);
        herald_popover_keyboard_start (self->knight_button[s]);
        g_signal_connect_after (popover, "closed", G_CALLBACK (knight_menu_closed_cb), NULL);
        g_signal_connect (popover, "map", G_CALLBACK (describe_first_item), NULL);
      }
  }
}
