/* test-damage-group.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A child that changed is drawn again as one rectangle (herald-damage-group.c; issue 14,
 * docs/performance.md, twenty-first round): the players' cards and the dice panel draw each
 * child after a clear colour node over its bounds, whose colour changes exactly when the
 * child was drawn anew. GSK's comparison of two frames then adds the child's bounds once, and
 * the places that changed inside merge into it, rather than passing the 30 rectangles past
 * which GSK 4.8 draws the whole container. The clear node draws nothing. */

#include "config.h"

#include <adwaita.h>

#include "herald-card-columns.h"
#include "herald-damage-group.h"
#include "herald-dice-panel.h"
#include "herald-resources.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"

/* the clear colour nodes of @node, in drawing order, through containers (not into a child's
 * own nodes, which are moved to its place) */
static void
collect_clear (GskRenderNode *node,
               GPtrArray     *found)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        collect_clear (gsk_container_node_get_child (node, i), found);
      break;
    case GSK_COLOR_NODE:
      if (gsk_color_node_get_color (node)->alpha == 0)
        g_ptr_array_add (found, gsk_render_node_ref (node));
      break;
    default:
      break;
    }
}

/* The frame @widget's window is at (its frame clock's counter) */
static gint64
frame_of (GtkWidget *widget)
{
  return gdk_frame_clock_get_frame_counter (gtk_widget_get_frame_clock (widget));
}

/* @widget drawn in a frame after @after, as herald_test_wait_until () polls */
typedef struct
{
  GtkWidget     *widget;
  gint64         after;
  GskRenderNode *node;
} Drawn;

static gboolean
drawn_cb (gpointer data)
{
  Drawn *drawn = data;
  g_autoptr(GdkPaintable) paintable = NULL;
  GtkSnapshot *snapshot;

  if (frame_of (drawn->widget) <= drawn->after)
    return FALSE;
  /* a change drops the node GTK kept of the widget until a frame draws it again */
  paintable = gtk_widget_paintable_new (drawn->widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (drawn->widget),
                          gtk_widget_get_height (drawn->widget));
  g_clear_pointer (&drawn->node, gsk_render_node_unref);
  drawn->node = gtk_snapshot_free_to_node (snapshot);
  return drawn->node != NULL;
}

/* @widget's clear colour nodes as the window drew it in a frame after @after (the frame
 * counter before a change; -1: as last drawn). Waited for: on a loaded machine the frame that
 * draws a change comes after the test's few milliseconds, and the widget had no node yet (CI:
 * "clear_nodes: 'node' should not be NULL", dice-panel-tumble) */
static GPtrArray *
clear_nodes (GtkWidget *widget,
             gint64     after)
{
  GPtrArray *found = g_ptr_array_new_with_free_func ((GDestroyNotify) gsk_render_node_unref);
  Drawn drawn = { widget, after, NULL };

  g_assert_true (herald_test_wait_until (drawn_cb, &drawn, 10000));
  collect_clear (drawn.node, found);
  gsk_render_node_unref (drawn.node);
  return found;
}

/* collect_clear (), through the children's own nodes too: a card's parts after its own */
static void
collect_clear_deep (GskRenderNode *node,
                    GPtrArray     *found)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        collect_clear_deep (gsk_container_node_get_child (node, i), found);
      break;
    case GSK_TRANSFORM_NODE:
      collect_clear_deep (gsk_transform_node_get_child (node), found);
      break;
    case GSK_COLOR_NODE:
      if (gsk_color_node_get_color (node)->alpha == 0)
        g_ptr_array_add (found, gsk_render_node_ref (node));
      break;
    default:
      break;
    }
}

/* clear_nodes () with collect_clear_deep () */
static GPtrArray *
clear_nodes_deep (GtkWidget *widget,
                  gint64     after)
{
  GPtrArray *found = g_ptr_array_new_with_free_func ((GDestroyNotify) gsk_render_node_unref);
  Drawn drawn = { widget, after, NULL };

  g_assert_true (herald_test_wait_until (drawn_cb, &drawn, 10000));
  collect_clear_deep (drawn.node, found);
  gsk_render_node_unref (drawn.node);
  return found;
}

static gboolean
covers (GskRenderNode         *node,
        const graphene_rect_t *bounds)
{
  graphene_rect_t drawn;

  gsk_render_node_get_bounds (node, &drawn);
  return graphene_rect_equal (&drawn, bounds);
}

static gboolean
same_color (GskRenderNode *a,
            GskRenderNode *b)
{
  return gdk_rgba_equal (gsk_color_node_get_color (a), gsk_color_node_get_color (b));
}

static GtkWidget *
show_in_window (GtkWidget *child,
                int        width,
                int        height)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_run_for (300);
  g_assert_true (gtk_widget_get_mapped (child));
  return window;
}

/* Two cards: each has its clear node over its bounds; the one whose text changed gets another
 * colour, the other keeps its own */
static void
test_card_columns (void)
{
  GtkWidget *columns = herald_card_columns_new ();
  GtkWidget *a = gtk_label_new ("Ada: 3 cards");
  GtkWidget *b = gtk_label_new ("Bo: 2 cards");
  GtkWidget *window;
  g_autoptr(GPtrArray) before = NULL;
  g_autoptr(GPtrArray) after = NULL;
  graphene_rect_t bounds;
  gint64 frame;

  herald_card_columns_append (HERALD_CARD_COLUMNS (columns), a);
  herald_card_columns_append (HERALD_CARD_COLUMNS (columns), b);
  window = show_in_window (columns, 600, 300);

  before = clear_nodes (columns, -1);
  g_assert_cmpuint (before->len, ==, 2);
  g_assert_true (gtk_widget_compute_bounds (a, columns, &bounds));
  g_assert_true (covers (before->pdata[0], &bounds));
  g_assert_true (gtk_widget_compute_bounds (b, columns, &bounds));
  g_assert_true (covers (before->pdata[1], &bounds));

  /* nothing changed: the same colours */
  herald_test_run_for (100);
  after = clear_nodes (columns, -1);
  g_assert_cmpuint (after->len, ==, 2);
  g_assert_true (same_color (before->pdata[0], after->pdata[0]));
  g_assert_true (same_color (before->pdata[1], after->pdata[1]));
  g_clear_pointer (&after, g_ptr_array_unref);

  frame = frame_of (columns);
  gtk_label_set_text (GTK_LABEL (b), "Bo: 4 cards");
  after = clear_nodes (columns, frame);
  g_assert_cmpuint (after->len, ==, 2);
  g_assert_true (same_color (before->pdata[0], after->pdata[0]));
  g_assert_false (same_color (before->pdata[1], after->pdata[1]));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* A card whose box is a HeraldDamageBox: one part changed, only that part's clear node gets
 * another colour, the card's keeps its own (the part alone is drawn again, not the card:
 * docs/performance.md, forty-third round); three parts changed, more than a card is drawn
 * in, the card's colour changes (drawn whole as before) */
static void
test_card_parts (void)
{
  GtkWidget *columns = herald_card_columns_new ();
  GtkWidget *card = g_object_new (HERALD_TYPE_DAMAGE_BOX, "orientation", GTK_ORIENTATION_VERTICAL,
                                  "spacing", 4, NULL);
  GtkWidget *parts[3] = { gtk_label_new ("Ada: 3 cards"), gtk_label_new ("2 cities"),
                          gtk_label_new ("1 knight") };
  GtkWidget *other = gtk_label_new ("Bo: 2 cards");
  GtkWidget *window;
  g_autoptr(GPtrArray) before = NULL;
  g_autoptr(GPtrArray) after = NULL;
  graphene_rect_t bounds;
  gint64 frame;

  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    gtk_box_append (GTK_BOX (card), parts[i]);
  /* a box to the style sheet and to a screen reader, as the card's box was */
  g_assert_cmpstr (gtk_widget_get_css_name (card), ==, "box");
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (card)), ==, GTK_ACCESSIBLE_ROLE_GROUP);
  g_assert_true (GTK_IS_BOX_LAYOUT (gtk_widget_get_layout_manager (card)));
  herald_card_columns_append (HERALD_CARD_COLUMNS (columns), card);
  herald_card_columns_append (HERALD_CARD_COLUMNS (columns), other);
  window = show_in_window (columns, 600, 300);

  /* the card's, its three parts', the other card's */
  before = clear_nodes_deep (columns, -1);
  g_assert_cmpuint (before->len, ==, 5);
  g_assert_true (gtk_widget_compute_bounds (card, columns, &bounds));
  g_assert_true (covers (before->pdata[0], &bounds));
  g_assert_true (gtk_widget_compute_bounds (parts[1], card, &bounds));
  g_assert_true (covers (before->pdata[2], &bounds));

  frame = frame_of (columns);
  gtk_label_set_text (GTK_LABEL (parts[1]), "3 cities");
  after = clear_nodes_deep (columns, frame);
  g_assert_cmpuint (after->len, ==, 5);
  g_assert_cmpuint (herald_damage_box_get_changed (HERALD_DAMAGE_BOX (card)), ==, 1);
  g_assert_true (same_color (before->pdata[0], after->pdata[0]));
  g_assert_true (same_color (before->pdata[1], after->pdata[1]));
  g_assert_false (same_color (before->pdata[2], after->pdata[2]));
  g_assert_true (same_color (before->pdata[3], after->pdata[3]));
  g_assert_true (same_color (before->pdata[4], after->pdata[4]));
  g_clear_pointer (&before, g_ptr_array_unref);
  before = g_steal_pointer (&after);

  frame = frame_of (columns);
  gtk_label_set_text (GTK_LABEL (parts[0]), "Ada: 4 cards");
  gtk_label_set_text (GTK_LABEL (parts[1]), "4 cities");
  gtk_label_set_text (GTK_LABEL (parts[2]), "2 knights");
  after = clear_nodes_deep (columns, frame);
  g_assert_cmpuint (after->len, ==, 5);
  g_assert_cmpuint (herald_damage_box_get_changed (HERALD_DAMAGE_BOX (card)), ==, 3);
  g_assert_false (same_color (before->pdata[0], after->pdata[0]));
  g_assert_true (same_color (before->pdata[4], after->pdata[4]));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* A roll changes the dice panel: its clear node over it gets another colour */
static void
test_dice_panel (void)
{
  GtkWidget *panel = g_object_new (HERALD_TYPE_DICE_PANEL, NULL);
  const HeraldRoll roll = { HERALD_EVENT_POLITICS, 3, 4, FALSE, FALSE };
  GtkWidget *window = show_in_window (panel, 400, 500);
  g_autoptr(GPtrArray) before = clear_nodes (panel, -1);
  g_autoptr(GPtrArray) after = NULL;
  graphene_rect_t bounds;
  gint64 frame = frame_of (panel);

  g_assert_cmpuint (before->len, ==, 1);
  g_assert_true (gtk_widget_compute_bounds (gtk_widget_get_first_child (panel), panel, &bounds));
  g_assert_true (covers (before->pdata[0], &bounds));

  herald_dice_panel_set_roll (HERALD_DICE_PANEL (panel), &roll, FALSE);
  herald_dice_panel_set_banner (HERALD_DICE_PANEL (panel), "Production 7");
  after = clear_nodes (panel, frame);
  g_assert_cmpuint (after->len, ==, 1);
  g_assert_false (same_color (before->pdata[0], after->pdata[0]));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* With animations on, the roll's first frame changes the panel's colour once; the tumble's
 * later frames, which change only the dice and the event die, keep it (each drawn at its own
 * size, not the whole panel again at every frame of the tumble) */
static void
test_dice_panel_tumble (void)
{
  GtkWidget *panel = g_object_new (HERALD_TYPE_DICE_PANEL, NULL);
  const HeraldRoll first = { HERALD_EVENT_TRADE, 2, 5, FALSE, FALSE };
  const HeraldRoll roll = { HERALD_EVENT_SCIENCE, 6, 1, FALSE, FALSE };
  GtkWidget *window;
  g_autoptr(GPtrArray) before = NULL;
  g_autoptr(GPtrArray) rolled = NULL;
  guint samples;
  gint64 end, frame;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  window = show_in_window (panel, 400, 500);
  frame = frame_of (panel);
  herald_dice_panel_set_roll (HERALD_DICE_PANEL (panel), &first, FALSE);
  before = clear_nodes (panel, frame);
  g_assert_cmpuint (before->len, ==, 1);

  frame = frame_of (panel);
  herald_dice_panel_set_roll (HERALD_DICE_PANEL (panel), &roll, TRUE);
  herald_dice_panel_set_banner (HERALD_DICE_PANEL (panel), "Production 7");
  /* its first frame late, as in CI: looked at 20 ms on, the panel was not drawn yet */
  herald_test_hold_frames (100);
  herald_test_run_for (20);
  rolled = clear_nodes (panel, frame);
  g_assert_cmpuint (rolled->len, ==, 1);
  g_assert_false (same_color (before->pdata[0], rolled->pdata[0]));

  /* through the tumble (6 faces in 330 ms) and after it: 700 ms and five looks at least, each
   * at the panel as last drawn (the frames late on a loaded machine) */
  end = g_get_monotonic_time () + 700 * 1000;
  for (samples = 0; samples < 5 || g_get_monotonic_time () < end; samples++)
    {
      g_autoptr(GPtrArray) now = NULL;

      herald_test_run_for (40);
      now = clear_nodes (panel, -1);
      g_assert_cmpuint (now->len, ==, 1);
      g_assert_true (same_color (rolled->pdata[0], now->pdata[0]));
    }

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

static void
test_no_display (void)
{
  g_test_skip ("no display: nothing is drawn");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  if (gdk_display_open (NULL) != NULL || g_getenv ("WAYLAND_DISPLAY") != NULL)
    {
      gtk_init ();
      adw_init ();
      g_resources_register (herald_get_resource ());
      g_test_add_func ("/herald/damage-group/card-columns", test_card_columns);
      g_test_add_func ("/herald/damage-group/card-parts", test_card_parts);
      g_test_add_func ("/herald/damage-group/dice-panel", test_dice_panel);
      g_test_add_func ("/herald/damage-group/dice-panel-tumble", test_dice_panel_tumble);
    }
  else
    g_test_add_func ("/herald/damage-group/no-display", test_no_display);

  return g_test_run ();
}
