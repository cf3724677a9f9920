/* test-step-refresh.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a step's refresh skips (issue 14, docs/performance.md, eleventh round) still shows what
 * a window opened afresh on the same game shows: the window's actions, given to GTK only as
 * they change; the knights' menus, whose items are replaced only where they differ; a
 * tooltip, fitted to its window only as it is measured to show; a knight's menu, whose items
 * are turned on or off by the knight's actions rather than replaced (the history's rows:
 * test-history-rows.c). Random games are played in the window through its
 * session (as bench-roll --window-steps does), with undos and redos among the steps; after
 * each the window is compared with a new window that opens a copy of the game's file. Needs
 * a display: meson runs it under xvfb-run; without either it reports a skip. */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-a11y-private.h"
#include "herald-barbarian-track.h"
#include "herald-player-card.h"
#include "herald-player-card-private.h"
#include "herald-random-play.h"
#include "herald-save.h"
#include "herald-session.h"
#include "herald-tooltip.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "step-test-utils.h"
#include "herald-window.h"
#include "herald-widget-update.h"
#include "herald-window-private.h"

/* Buttons bound to each of the window's actions, which GTK makes sensitive when the action is
 * enabled: what the window told GTK, read back the way its own buttons read it */
static GPtrArray *
add_probes (HeraldWindow *window)
{
  GtkWidgetClass *klass = GTK_WIDGET_GET_CLASS (window);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GPtrArray *probes = g_ptr_array_new ();
  GType owner;
  const char *name;
  const GVariantType *type;
  const char *property;

  gtk_widget_set_visible (box, FALSE);
  {
    g_autoptr(GPtrArray) boxes = herald_test_find_widgets (GTK_WIDGET (window), GTK_TYPE_BOX);

    gtk_box_append (boxes->pdata[0], box);
  }
  for (guint i = 0; gtk_widget_class_query_action (klass, i, &owner, &name, &type, &property); i++)
    {
      GtkWidget *probe;
      GVariant *target = NULL;

      if (owner != HERALD_TYPE_WINDOW || property != NULL)
        continue;
      if (type != NULL && g_variant_type_equal (type, G_VARIANT_TYPE_INT32))
        target = g_variant_new_int32 (0);
      else if (type != NULL && g_variant_type_equal (type, G_VARIANT_TYPE ("(ii)")))
        target = g_variant_new ("(ii)", 0, 0);
      else if (type != NULL)
        g_error ("%s: a parameter of type %s", name, g_variant_type_peek_string (type));
      probe = gtk_button_new ();
      gtk_widget_set_name (probe, name);
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (probe), target);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (probe), name);
      gtk_box_append (GTK_BOX (box), probe);
      g_ptr_array_add (probes, probe);
    }
  g_assert_cmpuint (probes->len, >, 30);
  return probes;
}

/* @window's actions as "name=0/1 …" */
static char *
actions_of (GPtrArray *probes)
{
  GString *text = g_string_new (NULL);

  herald_test_flush ();
  for (guint i = 0; i < probes->len; i++)
    g_string_append_printf (text, "%s=%d ", gtk_widget_get_name (probes->pdata[i]),
                            gtk_widget_get_sensitive (probes->pdata[i]));
  return g_string_free (text, FALSE);
}

/* The menus of @window's knights as they show: each item's text, whether it is on (its
 * action enabled, GTK's own reading) and shown, in the order of the cards and knights */
static char *
knight_menus_of (HeraldWindow *window)
{
  g_autoptr(GPtrArray) buttons = herald_test_find_widgets (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON);
  GString *text = g_string_new (NULL);

  herald_test_flush ();
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkMenuButton *button = buttons->pdata[i];
      g_autofree char *items = NULL;

      if (!gtk_widget_has_css_class (GTK_WIDGET (button), "knight") || !gtk_widget_get_visible (GTK_WIDGET (button)))
        continue;
      g_string_append_printf (text, "%s: ", herald_tooltip_get_text (GTK_WIDGET (button)));
      items = herald_test_knight_menu_shown (button, TRUE);
      g_string_append_printf (text, "%s\n", items);
    }
  return g_string_free (text, FALSE);
}

/* What the turn's controls say (Roll, Enter Dice…, the Alchemist, End Turn: their tooltips
 * and descriptions, and the reasons they keep for a tap), made again only when the engine's
 * answer changed (herald-dice-panel.c, panel_text_same ()) */
static char *
turn_controls_of (HeraldWindow *window)
{
  g_autoptr(GPtrArray) buttons = NULL;
  GString *text = g_string_new (NULL);

  if (window->dice_panel == NULL)
    return g_string_free (text, FALSE);
  buttons = herald_test_find_widgets (GTK_WIDGET (window->dice_panel), GTK_TYPE_BUTTON);
  g_ptr_array_add (buttons, window->end_turn_button);
  for (guint i = 0; i < buttons->len; i++)
    g_string_append_printf (text, "%s: %s [%s]\n", gtk_actionable_get_action_name (buttons->pdata[i]),
                            herald_get_described (buttons->pdata[i]),
                            (const char *) g_object_get_data (buttons->pdata[i], "herald-refusal"));
  return g_string_free (text, FALSE);
}

typedef struct
{
  char *dir;
  guint n_files;
  guint n_knights;  /* comparisons with a knight on the table */
} Copies;

/* What a window opened afresh shows of @window's game (or of no game): a new window opens a
 * copy of the game's file */
static void
assert_as_fresh (HeraldWindow *window,
                 GPtrArray    *probes,
                 Copies       *copies,
                 const char   *after)
{
  HeraldGame *game = herald_session_get_game (herald_window_get_session (window));
  HeraldWindow *fresh = herald_window_new (NULL);
  g_autoptr(GPtrArray) fresh_probes = add_probes (fresh);
  g_autofree char *shown = NULL;
  g_autofree char *expected = NULL;

  if (game != NULL)
    {
      g_autofree char *name = g_strdup_printf ("copy-%u.json", copies->n_files++);
      g_autofree char *path = g_build_filename (copies->dir, name, NULL);
      g_autoptr(GError) error = NULL;

      g_assert_true (herald_save_write_file (game, path, &error));
      g_assert_no_error (error);
      g_assert_true (herald_session_open (herald_window_get_session (fresh), path, FALSE, &error));
      g_assert_no_error (error);
    }
  herald_test_flush ();
  shown = actions_of (probes);
  expected = actions_of (fresh_probes);
  if (g_strcmp0 (shown, expected) != 0)
    g_error ("after %s the window's actions are\n%s\nwhere a window opened afresh has\n%s", after, shown,
             expected);
  {
    g_autofree char *menus = knight_menus_of (window);
    g_autofree char *fresh_menus = knight_menus_of (fresh);

    if (g_strcmp0 (menus, fresh_menus) != 0)
      g_error ("after %s the knights' menus are\n%s\nwhere a window opened afresh has\n%s", after, menus,
               fresh_menus);
    copies->n_knights += strlen (menus) > 0;
  }
  /* (a window that never showed a game has no dice panel yet) */
  if (game != NULL)
    {
      g_autofree char *said = turn_controls_of (window);
      g_autofree char *fresh_said = turn_controls_of (fresh);

      if (g_strcmp0 (said, fresh_said) != 0)
        g_error ("after %s the turn's controls say\n%s\nwhere a window opened afresh says\n%s", after, said,
                 fresh_said);
    }
  {
    g_autofree char *named = herald_test_menu_buttons_a11y (GTK_WIDGET (window));
    g_autofree char *fresh_named = herald_test_menu_buttons_a11y (GTK_WIDGET (fresh));

    if (g_strcmp0 (named, fresh_named) != 0)
      g_error ("after %s the cards' menu buttons are given to screen readers as\n%s\nwhere a window opened "
               "afresh gives\n%s", after, named, fresh_named);
  }
  gtk_window_destroy (GTK_WINDOW (fresh));
  herald_test_flush ();
}

/* A random step of the window's game through its session */
static gboolean
random_step (HeraldWindow *window,
             HeraldRng    *rng)
{
  if (!herald_test_perform_random_step (herald_window_get_session (window), rng, NULL))
    return FALSE;
  herald_test_flush ();
  return TRUE;
}

/* The window's actions are given to GTK only as they change
 * (herald_window_set_action_enabled ()): after every step, undo and redo of random games, a
 * new game and a closed one, each stands as in a window opened afresh on the same game */
static void
test_actions_as_fresh (void)
{
  HeraldWindow *window = herald_test_window_new (NULL, NULL);
  g_autoptr(GPtrArray) probes = add_probes (window);
  HeraldSession *session = herald_window_get_session (window);
  Copies copies = { g_dir_make_tmp ("herald-step-refresh-XXXXXX", NULL), 0, 0 };

  g_assert_nonnull (copies.dir);
  for (guint seed = 1; seed <= 2; seed++)
    {
      g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (seed);
      g_autoptr(HeraldGame) game = herald_random_game_new (rng, seed == 2, 10);
      g_autofree char *path = g_build_filename (copies.dir, seed == 1 ? "game-1.json" : "game-2.json", NULL);
      g_autoptr(GError) error = NULL;

      herald_random_play (game, rng, 40 * seed);
      g_assert_true (herald_save_write_file (game, path, &error));
      g_assert_true (herald_session_open (session, path, FALSE, &error));
      g_assert_no_error (error);
      herald_test_flush ();
      assert_as_fresh (window, probes, &copies, "opening a game");
      for (guint i = 0; i < 40; i++)
        {
          g_autofree char *what = g_strdup_printf ("step %u of game %u", i, seed);

          if (!random_step (window, rng))
            break;
          assert_as_fresh (window, probes, &copies, what);
          if (i % 7 == 3 && herald_session_get_can_undo (session))
            {
              g_assert_true (herald_session_undo (session, NULL));
              herald_test_flush ();
              assert_as_fresh (window, probes, &copies, "an undo");
              if (i % 14 == 3)
                {
                  g_assert_true (herald_session_redo (session, NULL));
                  herald_test_flush ();
                  assert_as_fresh (window, probes, &copies, "a redo");
                }
            }
        }
    }
  herald_session_close (session);
  herald_test_flush ();
  assert_as_fresh (window, probes, &copies, "closing the game");
  /* knights were on the table */
  g_assert_cmpuint (copies.n_knights, >, 20);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  g_free (copies.dir);
}

typedef struct
{
  GtkMenuButton *button;
  GMenuModel    *menu;
  char          *shape;  /* its level's mark, active or not */
  char          *items;
  guint          changes;
  gulong         handler;
  GMenuModel    *last;  /* the section of its last item, Remove from the Board */
} KnightSeen;

/* the section linked from @menu's last item */
static GMenuModel *
last_section (GMenuModel *menu)
{
  int n = g_menu_model_get_n_items (menu);

  return n > 0 ? g_menu_model_get_item_link (menu, n - 1, G_MENU_LINK_SECTION) : NULL;
}

static void
knight_seen_free (gpointer data)
{
  KnightSeen *seen = data;

  g_signal_handler_disconnect (seen->menu, seen->handler);
  g_clear_object (&seen->last);
  g_free (seen->shape);
  g_free (seen->items);
  g_free (seen);
}

static char *
knight_shape_of (GtkMenuButton *button)
{
  return g_strdup_printf ("%s %d", gtk_menu_button_get_label (button),
                          gtk_widget_has_css_class (GTK_WIDGET (button), "knight-active"));
}

/* A knight's menu keeps its items while the knight keeps its level and stays active or not:
 * what the engine allows (Activate on another player's turn, Promote without the Fortress)
 * turns an item on or off without replacing it (the popover made the item's widget again:
 * docs/performance.md, twelfth round). A knight activated, deactivated or promoted keeps the
 * items that did not change, the last one (Remove from the Board) too, where the items
 * after one that came or went were replaced (sixteenth round). */
static void
test_knight_menus_kept (void)
{
  HeraldWindow *window = herald_test_window_new (NULL, NULL);
  HeraldSession *session = herald_window_get_session (window);
  g_autofree char *dir = g_dir_make_tmp ("herald-knight-menus-XXXXXX", NULL);
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (3);
  guint n_kept = 0, n_turned = 0, n_reshaped = 0;
  gboolean stepped;

  herald_test_open_random_game (session, rng, dir, 120);
  herald_test_flush ();
  for (guint i = 0; i < 120; i++)
    {
      g_autoptr(GPtrArray) buttons = herald_test_find_widgets (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON);
      g_autoptr(GPtrArray) seen = g_ptr_array_new_with_free_func (knight_seen_free);

      for (guint b = 0; b < buttons->len; b++)
        {
          GtkMenuButton *button = buttons->pdata[b];
          KnightSeen *one;

          if (!gtk_widget_has_css_class (GTK_WIDGET (button), "knight") ||
              !gtk_widget_get_visible (GTK_WIDGET (button)) || gtk_menu_button_get_menu_model (button) == NULL)
            continue;
          one = g_new0 (KnightSeen, 1);
          one->button = button;
          one->menu = gtk_menu_button_get_menu_model (button);
          one->shape = knight_shape_of (button);
          one->items = herald_test_knight_menu_model (button);
          one->last = last_section (one->menu);
          one->handler = g_signal_connect_swapped (one->menu, "items-changed", G_CALLBACK (herald_test_count_cb),
                                                   &one->changes);
          g_ptr_array_add (seen, one);
        }
      if (!herald_test_perform_random_step (session, rng, &stepped))
        break;
      /* a correction that changes nothing is refused: the next one */
      if (!stepped)
        continue;
      herald_test_flush ();
      for (guint k = 0; k < seen->len; k++)
        {
          KnightSeen *one = seen->pdata[k];
          g_autofree char *shape = knight_shape_of (one->button);
          g_autofree char *items = herald_test_knight_menu_model (one->button);

          if (!gtk_widget_get_visible (GTK_WIDGET (one->button)))
            continue;
          if (g_strcmp0 (shape, one->shape) != 0)
            {
              g_autoptr(GMenuModel) last = last_section (one->menu);

              /* the same knight, or another in its slot (a knight removed): its last item kept */
              if (gtk_menu_button_get_menu_model (one->button) == one->menu && one->last != NULL)
                {
                  if (last != one->last)
                    g_error ("step %u: a knight now %s (was %s) got its last item again (%s → %s)", i, shape,
                             one->shape, one->items, items);
                  n_reshaped++;
                }
              continue;
            }
          if (one->changes > 0)
            g_error ("step %u: the menu of a knight that stayed %s changed its items (%s → %s)", i, shape,
                     one->items, items);
          g_assert_true (gtk_menu_button_get_menu_model (one->button) == one->menu);
          n_kept++;
          n_turned += g_strcmp0 (items, one->items) != 0;
        }
    }
  /* knights were on the table, and some item turned on or off under them */
  g_assert_cmpuint (n_kept, >, 20);
  g_assert_cmpuint (n_turned, >, 0);
  g_test_message ("%u knights activated, deactivated or promoted kept their last item", n_reshaped);
  g_assert_cmpuint (n_reshaped, >, 0);

  /* an item on takes its step: the knight's action is the window's for that knight */
  {
    g_autoptr(GPtrArray) buttons = herald_test_find_widgets (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON);
    gboolean taken = FALSE;

    for (guint b = 0; b < buttons->len && !taken; b++)
      {
        GtkWidget *button = buttons->pdata[b];
        GActionGroup *group = g_object_get_data (G_OBJECT (button), "herald-knight-actions");
        guint before = herald_game_get_n_actions (herald_session_get_game (session));
        g_autofree char *shape = NULL;

        if (!gtk_widget_get_visible (button) || group == NULL || !g_action_group_get_action_enabled (group, "step"))
          continue;
        shape = knight_shape_of (GTK_MENU_BUTTON (button));
        /* the knight's actions are its menu's, not the button's own: GTK 4.8 gives a widget's
         * own actions to AT-SPI, the first as its click, and a click on a knight took its
         * step instead of opening the menu */
        g_assert_false (gtk_widget_activate_action (button, "knight.step", NULL));
        g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, before);
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button))),
                                                   "knight.step", NULL));
        herald_test_flush ();
        g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, before + 1);
        {
          g_autofree char *now = knight_shape_of (GTK_MENU_BUTTON (button));

          g_assert_cmpstr (now, !=, shape);
        }
        taken = TRUE;
      }
    g_assert_true (taken);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* What @widget's tooltip shows of @text as GTK asks for it and measures it to show it: the
 * label's characters a line */
static int
tooltip_chars (GtkWidget  *widget,
               const char *text)
{
  g_autoptr(GtkTooltip) tooltip = g_object_new (GTK_TYPE_TOOLTIP, NULL);
  GtkLabel *label;
  gboolean shows = FALSE;
  int natural = 0;

  gtk_widget_set_tooltip_text (widget, text);
  g_signal_emit_by_name (widget, "query-tooltip", 1, 1, FALSE, tooltip, &shows);
  g_assert_true (shows);
  label = g_object_get_data (G_OBJECT (widget), HERALD_TOOLTIP_LABEL_KEY);
  g_assert_nonnull (label);
  g_assert_cmpstr (gtk_label_get_text (label), ==, text);
  gtk_widget_measure (gtk_widget_get_parent (GTK_WIDGET (label)), GTK_ORIENTATION_HORIZONTAL, -1, NULL,
                      &natural, NULL, NULL);
  g_assert_cmpint (natural, <=, gtk_widget_get_width (GTK_WIDGET (gtk_widget_get_root (widget))) - 40);
  return gtk_label_get_max_width_chars (label);
}

/* (a menu's "items-changed") */
static void
count_items_changed_cb (GMenuModel *model,
                        int         position,
                        int         removed,
                        int         added,
                        guint      *count)
{
  (*count)++;
}

/* A closed knight's menu makes no items: its popover is given them as it opens (GTK's popover
 * made, or changed, every item's widget at each step that changed the menu: 19 M of 50
 * steps, docs/performance.md, twentieth round). Opened, it shows what a window opened afresh
 * shows; once closed, a step that changes its items lets them go. */
static void
test_knight_menus_made_on_open (void)
{
  HeraldWindow *window = herald_test_window_new (NULL, NULL);
  g_autoptr(GPtrArray) probes = add_probes (window);
  Copies copies = { g_dir_make_tmp ("herald-knight-open-XXXXXX", NULL), 0, 0 };
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (3);
  guint n_closed = 0, n_let_go = 0;

  herald_test_open_random_game (herald_window_get_session (window), rng, copies.dir, 120);
  herald_test_flush ();
  for (guint i = 0; i < 80; i++)
    {
      g_autoptr(GPtrArray) buttons = herald_test_find_widgets (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON);
      g_autoptr(GArray) changes = g_array_new (FALSE, TRUE, sizeof (guint));
      g_autofree char *what = g_strdup_printf ("step %u", i);

      g_array_set_size (changes, buttons->len);
      for (guint b = 0; b < buttons->len; b++)
        if (gtk_menu_button_get_menu_model (buttons->pdata[b]) != NULL)
          g_signal_connect (gtk_menu_button_get_menu_model (buttons->pdata[b]), "items-changed",
                            G_CALLBACK (count_items_changed_cb), &g_array_index (changes, guint, b));
      if (!random_step (window, rng))
        break;
      for (guint b = 0; b < buttons->len; b++)
        {
          GtkMenuButton *button = buttons->pdata[b];
          GMenuModel *menu = gtk_menu_button_get_menu_model (button);

          if (menu != NULL)
            g_signal_handlers_disconnect_by_func (menu, count_items_changed_cb, &g_array_index (changes, guint, b));
          if (!gtk_widget_has_css_class (GTK_WIDGET (button), "knight") || !gtk_widget_get_visible (GTK_WIDGET (button)))
            continue;
          g_assert_cmpint (g_menu_model_get_n_items (menu), >=, 3);
          /* the first 40 steps never open a menu; after, only a changed menu lets go */
          if ((i < 40 || g_array_index (changes, guint, b) > 0) && herald_test_menu_items_made (button) != 0)
            g_error ("%s: a closed knight's menu holds %u items", what, herald_test_menu_items_made (button));
          n_closed += i < 40;
          n_let_go += i >= 40 && g_array_index (changes, guint, b) > 0;
        }
      /* from the 40th step on, every fifth the menus opened and closed: as a fresh window's */
      if (i >= 39 && i % 5 == 4)
        assert_as_fresh (window, probes, &copies, what);
    }
  g_assert_cmpuint (n_closed, >, 20);
  g_assert_cmpuint (n_let_go, >, 0);
  g_assert_cmpuint (copies.n_knights, >, 5);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  g_free (copies.dir);
}

/* A tooltip is fitted to its window as it is measured to be shown, not at every query (GTK
 * asks the widget under the pointer again whenever any tooltip changes): a widget whose
 * tooltip changed shows it wrapped as a widget asked for the first time does, and so does one
 * whose window changed width */
static void
test_tooltip_fit (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *kept = gtk_button_new_with_label ("Kept");
  const char *texts[] = {
    "Short",
    "Red’s basic knight, inactive\nActivate: it is Ben’s turn\nPromote: Red needs the Fortress to promote a strong knight",
    "Cannot roll: Anna has already rolled this turn",
    "Short",
  };

  gtk_window_set_default_size (GTK_WINDOW (window), 300, 200);
  gtk_box_append (GTK_BOX (box), kept);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  /* shown and laid out: a round trip to the X server and a frame, which a flush can end
   * before on a loaded machine (the window still 0 px wide) */
  g_assert_true (herald_test_wait_for_width (window, 300));
  herald_tooltip_track (kept);
  for (int width = 300; width <= 700; width += 400)
    {
      gtk_window_set_default_size (GTK_WINDOW (window), width, 200);
      g_assert_true (herald_test_wait_for_width (window, width));
      herald_test_flush ();
      for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
        {
          GtkWidget *fresh = gtk_button_new_with_label ("Fresh");

          gtk_box_append (GTK_BOX (box), fresh);
          herald_tooltip_track (fresh);
          g_assert_cmpint (tooltip_chars (kept, texts[i]), ==, tooltip_chars (fresh, texts[i]));
          gtk_box_remove (GTK_BOX (box), fresh);
        }
    }
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* The changes GTK sent to screen readers for @watch's widget since the last call */
static guint
a11y_changes (HeraldTestA11yWatch *watch)
{
  guint n = watch->changes->len;

  g_array_set_size (watch->changes, 0);
  return n;
}

/* A menu button given the name it has already is left alone: GTK 4.8 tells screen readers of
 * every name given, changed or not, and a knight's name was given again at every step, with
 * the check whether its tooltip repeats it (docs/performance.md, thirteenth round). A new
 * name, a new menu or a new label shown is named as before. */
static void
test_a11y_label_once (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *button = gtk_menu_button_new ();
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenu) other = g_menu_new ();
  GtkWidget *inner = NULL;
  HeraldTestA11yWatch *watches[3];
  g_autofree char *popover_label = NULL;
  guint given;

  g_menu_append (menu, "Activate", "knight.step");
  g_menu_append (other, "Deactivate", "knight.step");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  gtk_menu_button_set_label (GTK_MENU_BUTTON (button), "I");
  gtk_widget_set_tooltip_text (button, "Anna’s basic knight, inactive\nActivate: it is Ben’s turn");
  gtk_window_set_child (GTK_WINDOW (window), button);
  gtk_window_present (GTK_WINDOW (window));
  /* the window's activation moves the focus, a change sent to screen readers: over before the
   * watches begin (under load it came in the middle: "2 == 0", replica of session 38) */
  g_assert_true (herald_test_wait_until (herald_test_window_is_active, window, 5000));
  herald_test_flush ();
  for (GtkWidget *child = gtk_widget_get_first_child (button); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BUTTON (child))
      inner = child;
  g_assert_nonnull (inner);

  herald_a11y_set_label (button, "Anna’s basic knight, inactive");
  herald_test_flush ();
  watches[0] = herald_test_watch_accessible (button);
  watches[1] = herald_test_watch_accessible (inner);
  watches[2] = herald_test_watch_accessible (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button))));

  /* the same name: nothing done, nothing sent */
  given = herald_a11y_get_names_given ();
  for (guint i = 0; i < 3; i++)
    herald_a11y_set_label (button, "Anna’s basic knight, inactive");
  herald_test_flush ();
  g_assert_cmpuint (herald_a11y_get_names_given (), ==, given);
  for (guint w = 0; w < G_N_ELEMENTS (watches); w++)
    g_assert_cmpuint (a11y_changes (watches[w]), ==, 0);

  /* a new name: each is named */
  herald_a11y_set_label (button, "Anna’s basic knight, active");
  herald_test_flush ();
  g_assert_cmpuint (herald_a11y_get_names_given (), ==, given + 1);
  for (guint w = 0; w < G_N_ELEMENTS (watches); w++)
    {
      g_autofree char *label = herald_test_accessible_property (watches[w]->widget, GTK_ACCESSIBLE_PROPERTY_LABEL);

      /* what sends changes is the inner button, which takes the focus (the menu button and
       * its menu, not shown, have no context that sends any) */
      if (w == 1)
        g_assert_cmpuint (a11y_changes (watches[w]), >, 0);
      g_assert_cmpstr (label, ==, "Anna’s basic knight, active");
    }

  /* a new menu (a new popover) with the same name: the menu is named */
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (other));
  herald_a11y_set_label (button, "Anna’s basic knight, active");
  g_assert_cmpuint (herald_a11y_get_names_given (), ==, given + 2);
  popover_label = herald_test_accessible_property (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button))),
                                                   GTK_ACCESSIBLE_PROPERTY_LABEL);
  g_assert_cmpstr (popover_label, ==, "Anna’s basic knight, active");

  /* no name: given back to GTK */
  herald_a11y_set_label (button, NULL);
  {
    g_autofree char *label = herald_test_accessible_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL);

    g_assert_cmpstr (label, ==, "undefined");
  }

  for (guint w = 0; w < G_N_ELEMENTS (watches); w++)
    herald_test_a11y_watch_free (watches[w]);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Redo's tooltip is given again only when it changes: GTK 4.8 asks the widget under the pointer
 * for its tooltip again at every gtk_widget_set_tooltip_text (), the same text too
 * (docs/performance.md, fourteenth round) */
static void
test_redo_tooltip_unchanged (void)
{
  HeraldWindow *window = herald_test_window_new (NULL, NULL);
  HeraldSession *session = herald_window_get_session (window);
  g_autofree char *dir = g_dir_make_tmp ("herald-redo-tooltip-XXXXXX", NULL);
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (3);
  g_autofree char *shown = NULL;
  guint notified = 0, changed = 0, steps = 0;
  gboolean taken;

  herald_test_open_random_game (session, rng, dir, 120);
  herald_test_flush ();
  shown = g_strdup (gtk_widget_get_tooltip_text (window->redo_button));
  g_signal_connect_swapped (window->redo_button, "notify::tooltip-text", G_CALLBACK (herald_test_count_cb), &notified);
  for (guint i = 0; i < 40; i++)
    {
      if (!herald_test_perform_random_step (session, rng, &taken))
        break;
      if (!taken)
        continue;
      herald_test_flush ();
      steps++;
      if (g_strcmp0 (shown, gtk_widget_get_tooltip_text (window->redo_button)) != 0)
        {
          changed++;
          g_free (shown);
          shown = g_strdup (gtk_widget_get_tooltip_text (window->redo_button));
        }
    }
  g_assert_cmpuint (steps, >, 20);
  g_assert_cmpuint (notified, ==, changed);
  g_signal_handlers_disconnect_by_func (window->redo_button, herald_test_count_cb, &notified);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* A knight's tooltip (its name and why its menu refuses a step) is made as it shows, not given
 * to GTK at every change of turn: GTK 4.8 asks the widget under the pointer for its tooltip
 * again at every gtk_widget_set_tooltip_text () (docs/performance.md, fourteenth round). It
 * shows the same text, and the knight's description is what GTK's tooltip made it: the text
 * on one line, or nothing while it only says the name. As e8deadd made the knights: the
 * button the focus comes to has no description, and the menu's first line says the reasons,
 * the tooltip's lines after the name. */
static void
test_knight_tooltip_on_demand (void)
{
  HeraldWindow *window = herald_test_window_new (NULL, NULL);
  HeraldSession *session = herald_window_get_session (window);
  g_autofree char *dir = g_dir_make_tmp ("herald-knight-tooltips-XXXXXX", NULL);
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (3);
  guint n_checked = 0, n_reasons = 0, n_realized = 0;

  /* as the application does (the other tests here run without it: this one is the last) */
  herald_a11y_install ();
  gtk_window_present (GTK_WINDOW (window));
  herald_test_open_random_game (session, rng, dir, 120);
  herald_test_flush ();
  for (guint i = 0; i < 60; i++)
    {
      g_autoptr(GPtrArray) buttons = herald_test_find_widgets (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON);
      gboolean taken;

      for (guint b = 0; b < buttons->len; b++)
        {
          GtkWidget *button = buttons->pdata[b];
          g_autoptr(GtkTooltip) tooltip = g_object_new (GTK_TYPE_TOOLTIP, NULL);
          g_autofree char *name = NULL;
          g_autofree char *description = NULL;
          g_autofree char *line = NULL;
          const char *text = herald_tooltip_get_text (button);
          gboolean shows = FALSE;
          GtkLabel *label;
          GtkWidget *reasons;

          if (!gtk_widget_has_css_class (button, "knight") || !gtk_widget_get_visible (button))
            continue;
          g_assert_null (gtk_widget_get_tooltip_text (button));
          g_assert_nonnull (text);
          g_assert_true (gtk_widget_get_has_tooltip (button));
          /* asked by the keyboard: by the pointer, the first one after a step waits for it to
           * move (herald_tooltip_hold ()) */
          g_signal_emit_by_name (button, "query-tooltip", 1, 1, TRUE, tooltip, &shows);
          g_assert_true (shows);
          label = g_object_get_data (G_OBJECT (button), HERALD_TOOLTIP_LABEL_KEY);
          g_assert_nonnull (label);
          g_assert_cmpstr (gtk_label_get_text (label), ==, text);
          name = herald_test_accessible_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL);
          description = herald_test_accessible_property (button, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
          /* a realized button's, as herald-a11y-tooltip.c makes it (GTK's own before) */
          if (strchr (text, '\n') != NULL)
            {
              line = herald_a11y_one_line (text);
              g_assert_cmpstr (description, ==, gtk_widget_get_realized (button) ? line : text);
              n_reasons++;
            }
          else
            {
              g_assert_cmpstr (text, ==, name);
              g_assert_cmpstr (description, ==, gtk_widget_get_realized (button) ? "" : text);
            }
          for (GtkWidget *child = gtk_widget_get_first_child (button); child != NULL;
               child = gtk_widget_get_next_sibling (child))
            if (GTK_IS_BUTTON (child))
              {
                g_autofree char *inner = herald_test_accessible_property (child, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);

                g_assert_true (g_strcmp0 (inner, "") == 0 || g_strcmp0 (inner, "undefined") == 0);
              }
          /* made as the menu opens (herald-player-card-knights.c) */
          herald_player_card_knight_menu_made (GTK_MENU_BUTTON (button));
          reasons = g_object_get_data (G_OBJECT (button), "herald-knight-reasons");
          g_assert_nonnull (reasons);
          g_assert_cmpint (gtk_widget_get_visible (reasons), ==, strchr (text, '\n') != NULL);
          if (strchr (text, '\n') != NULL)
            g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (reasons)))), ==,
                             strchr (text, '\n') + 1);
          n_realized += gtk_widget_get_realized (button);
          n_checked++;
        }
      if (!herald_test_perform_random_step (session, rng, &taken))
        break;
      if (taken)
        herald_test_flush ();
    }
  g_assert_cmpuint (n_reasons, >, 0);
  g_assert_cmpuint (n_checked, >, n_reasons);
  g_assert_cmpuint (n_realized, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* What the barbarian card shows and says: its labels' texts and the ship's name */
static char *
track_text (GtkWidget *track,
            GtkWidget *area)
{
  g_autoptr(GPtrArray) labels = herald_test_find_widgets (track, GTK_TYPE_LABEL);
  g_autofree char *name = herald_test_accessible_property (area, GTK_ACCESSIBLE_PROPERTY_LABEL);
  GString *text = g_string_new (name);

  for (guint i = 0; i < labels->len; i++)
    g_string_append_printf (text, "|%s", gtk_label_get_label (labels->pdata[i]));
  return g_string_free (text, FALSE);
}

/* The ship's drawing area of a barbarian card */
static GtkWidget *
track_area (GtkWidget *track)
{
  g_autoptr(GPtrArray) areas = herald_test_find_widgets (track, GTK_TYPE_DRAWING_AREA);

  for (guint i = 0; i < areas->len; i++)
    {
      g_autofree char *name = herald_test_accessible_property (areas->pdata[i], GTK_ACCESSIBLE_PROPERTY_LABEL);

      if (g_str_has_prefix (name, "Barbarian ship on space"))
        return areas->pdata[i];
    }
  g_assert_not_reached ();
}

static void
count_draw_cb (GtkDrawingArea *area,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        data)
{
  (*(guint *) data)++;
}

static void
painted_cb (GdkFrameClock *clock,
            gboolean      *painted)
{
  *painted = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

/* Runs the main loop to the window's next frame (at most 2 s) */
static void
wait_frame (HeraldWindow *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  gboolean painted = FALSE;
  gulong handler = g_signal_connect (clock, "after-paint", G_CALLBACK (painted_cb), &painted);

  gtk_widget_queue_draw (GTK_WIDGET (window));
  herald_test_wait_until (is_true, &painted, 2000);
  g_signal_handler_disconnect (clock, handler);
}

/* The barbarian card is left alone by a step that changes nothing it shows (a road, a trade,
 * a card): its labels, description and the ship's name were made and given again, and the
 * ship's track drawn again, at every step (docs/performance.md, twenty-first round). After
 * every step it shows what a card updated afresh shows, and a step that changes it draws it. */
static void
test_track_unchanged_quiet (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 1280, 800);
  HeraldSession *session = herald_window_get_session (window);
  g_autofree char *dir = g_dir_make_tmp ("herald-track-XXXXXX", NULL);
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (5);
  GtkWidget *track, *area;
  guint n_same = 0, n_changed = 0, n_drawn = 0, draws = 0;

  herald_test_open_random_game (session, rng, dir, 120);
  herald_test_flush ();
  {
    g_autoptr(GPtrArray) tracks = herald_test_find_widgets (GTK_WIDGET (window), HERALD_TYPE_BARBARIAN_TRACK);

    g_assert_cmpuint (tracks->len, ==, 1);
    track = tracks->pdata[0];
  }
  area = track_area (track);
  /* what is drawn does not matter here: that it is drawn */
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), count_draw_cb, &draws, NULL);
  wait_frame (window);
  for (guint i = 0; i < 80; i++)
    {
      g_autofree char *before = track_text (track, area);
      g_autofree char *after = NULL;
      g_autofree char *fresh_text = NULL;
      GtkWidget *fresh;
      gboolean taken;

      draws = 0;
      if (!herald_test_perform_random_step (session, rng, &taken))
        break;
      if (!taken)
        continue;
      wait_frame (window);
      after = track_text (track, area);
      fresh = g_object_ref_sink (g_object_new (HERALD_TYPE_BARBARIAN_TRACK, NULL));
      herald_barbarian_track_update (HERALD_BARBARIAN_TRACK (fresh), session);
      fresh_text = track_text (fresh, track_area (fresh));
      g_assert_cmpstr (after, ==, fresh_text);
      g_object_unref (fresh);
      if (g_strcmp0 (before, after) == 0)
        {
          if (draws != 0)
            g_error ("step %u: the barbarian card, unchanged, was drawn again (%u)", i, draws);
          n_same++;
        }
      else
        {
          n_changed++;
          n_drawn += draws > 0;
        }
    }
  g_assert_cmpuint (n_same, >, 5);
  g_assert_cmpuint (n_changed, >, 5);
  g_assert_cmpuint (n_drawn, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "step-refresh"))
    return 0;

  g_test_add_func ("/herald/step-refresh/actions-as-fresh", test_actions_as_fresh);
  g_test_add_func ("/herald/step-refresh/tooltip-fit", test_tooltip_fit);
  g_test_add_func ("/herald/step-refresh/knight-menus-kept", test_knight_menus_kept);
  g_test_add_func ("/herald/step-refresh/knight-menus-made-on-open", test_knight_menus_made_on_open);
  g_test_add_func ("/herald/step-refresh/a11y-label-once", test_a11y_label_once);
  g_test_add_func ("/herald/step-refresh/redo-tooltip-unchanged", test_redo_tooltip_unchanged);
  g_test_add_func ("/herald/step-refresh/knight-tooltip-on-demand", test_knight_tooltip_on_demand);
  g_test_add_func ("/herald/step-refresh/track-unchanged-quiet", test_track_unchanged_quiet);

  return g_test_run ();
}
