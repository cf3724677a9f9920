/* herald-damage-group.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A child that changed is redrawn as one rectangle, its bounds, rather than as each of the
 * places in it that changed (docs/performance.md, twenty-first round).
 *
 * Where GTK draws only what changed (its cairo renderer; a GL renderer with buffer age),
 * GSK 4.8 finds what to draw by comparing the window's render nodes with the last frame's,
 * and gives up once the region it collected has more than 30 rectangles
 * (MAX_RECTS_IN_DIFF): the container it was comparing is then drawn whole. A roll changes
 * many places, in both columns of the table (the dice, the banner, Roll, End Turn, the
 * headline; the current card's status and every move that becomes possible), and the
 * region's rectangles multiply where the two columns' changes overlap in height, so nearly
 * every roll redrew all below the header bar.
 *
 * Here a container draws each child after a clear colour node (nothing drawn, under either
 * renderer) the size of the child, whose colour changes whenever the child's render node
 * does: the comparison then adds the child's bounds as one rectangle, and every change
 * inside them merges into it. Nothing else is drawn differently.
 *
 * A player's card of which one part changed (its header: the status line, the progress
 * cards in hand) was drawn whole that way, and a roll that changed several cards drew each
 * of them whole, 78–82 % of the window (docs/performance.md, forty-second and forty-third
 * rounds, perf59-1). The card's box is a HeraldDamageBox, which groups each of its parts
 * (the header, the pieces, the knights, the tracks…) the same way and counts those drawn
 * anew; the cards' columns
 * (herald_damage_group_snapshot_parts ()) then keep a card's colour, so that only its changed
 * parts are drawn, while few parts changed: at most MAX_PARTS of a card and MAX_PARTS_ALL in
 * all, else the card is one rectangle as before, which keeps the region under GSK's 30
 * rectangles where a roll changes many places in both columns. */

#include "config.h"

#include "herald-damage-group.h"

/* a card drawn in its parts while at most this many of them changed, and at most this many
 * in all the cards of a frame (a roll changes the current card's header, pieces, knights and
 * tracks: drawn whole; a gate's roll the header of each card that gets a progress card) */
#define MAX_PARTS 2
#define MAX_PARTS_ALL 6

typedef struct
{
  GskRenderNode *last;       /* the child's own node, drawn last time */
  guint          generation; /* changed each time it is another one */
  guint          parts_seen; /* the child's HeraldDamageBox's snapshots, when last drawn */
} Drawn;

struct _HeraldDamageBox
{
  GtkBox parent_instance;

  guint  snapshots;  /* how many times it was drawn anew */
  guint  changed;    /* the children drawn anew in the last of them */
};

G_DEFINE_FINAL_TYPE (HeraldDamageBox, herald_damage_box, GTK_TYPE_BOX)

static void
drawn_free (gpointer data)
{
  Drawn *drawn = data;

  g_clear_pointer (&drawn->last, gsk_render_node_unref);
  g_free (drawn);
}

/* The HeraldDamageBox that draws @child's parts: @child or its first descendants */
static HeraldDamageBox *
find_parts (GtkWidget *child)
{
  for (guint depth = 0; child != NULL && depth < 3; depth++, child = gtk_widget_get_first_child (child))
    if (HERALD_IS_DAMAGE_BOX (child))
      return HERALD_DAMAGE_BOX (child);
  return NULL;
}

/* herald_damage_group_snapshot_child (); with @parts_left, @child is held when its
 * HeraldDamageBox drew at most MAX_PARTS parts anew and no more than *@parts_left, which
 * they are taken from. Returns whether @child was drawn anew. */
static gboolean
snapshot_child (GtkWidget   *widget,
                GtkWidget   *child,
                GtkSnapshot *snapshot,
                gboolean     hold,
                guint       *parts_left)
{
  static GQuark quark;
  GtkSnapshot *own;
  GskRenderNode *node, *inner;
  graphene_rect_t bounds;
  Drawn *drawn;
  gboolean anew;

  if (G_UNLIKELY (quark == 0))
    quark = g_quark_from_static_string ("herald-damage-group");

  own = gtk_snapshot_new ();
  gtk_widget_snapshot_child (widget, child, own);
  node = gtk_snapshot_free_to_node (own);
  if (node == NULL)
    return FALSE;

  /* GTK keeps a child's node while nothing in it changed; gtk_widget_snapshot_child ()
   * moves it to the child's place */
  inner = gsk_render_node_get_node_type (node) == GSK_TRANSFORM_NODE ?
          gsk_transform_node_get_child (node) : node;
  drawn = g_object_get_qdata (G_OBJECT (child), quark);
  if (drawn == NULL)
    {
      drawn = g_new0 (Drawn, 1);
      g_object_set_qdata_full (G_OBJECT (child), quark, drawn, drawn_free);
    }
  anew = drawn->last != inner;
  if (anew)
    {
      HeraldDamageBox *parts = parts_left != NULL ? find_parts (child) : NULL;

      if (parts != NULL)
        {
          /* its parts drawn anew in this frame; none if the box kept its node (the card
           * moved, or its own drawing changed: GSK's comparison finds that) */
          guint changed = parts->snapshots != drawn->parts_seen ? parts->changed : 0;

          drawn->parts_seen = parts->snapshots;
          if (changed <= MAX_PARTS && changed <= *parts_left)
            {
              *parts_left -= changed;
              hold = TRUE;
            }
        }
      if (drawn->last != NULL && !hold)
        drawn->generation++;
      g_clear_pointer (&drawn->last, gsk_render_node_unref);
      drawn->last = gsk_render_node_ref (inner);
    }

  if (gtk_widget_compute_bounds (child, widget, &bounds))
    {
      /* clear whatever the generation: cairo skips a clear source, GL a clear colour */
      GdkRGBA clear = { (drawn->generation % 256) / 255.f, 0, 0, 0 };

      gtk_snapshot_append_color (snapshot, &clear, &bounds);
    }
  gtk_snapshot_append_node (snapshot, node);
  gsk_render_node_unref (node);
  return anew;
}

/**
 * herald_damage_group_snapshot_child:
 * @widget: the container, in its `snapshot` vfunc
 * @child: one of its children
 * @snapshot: the snapshot @widget was given
 * @hold: keep the clear node's colour even if @child was drawn anew: its changes are then
 *   drawn each at its own size, as GTK would draw them
 *
 * Draws @child as gtk_widget_snapshot_child () does, after a clear colour node over its
 * bounds that differs from the last frame's when @child was drawn anew.
 */
void
herald_damage_group_snapshot_child (GtkWidget   *widget,
                                    GtkWidget   *child,
                                    GtkSnapshot *snapshot,
                                    gboolean     hold)
{
  snapshot_child (widget, child, snapshot, hold, NULL);
}


/**
 * herald_damage_group_snapshot_held:
 * @widget: a container, in its `snapshot` vfunc
 * @snapshot: the snapshot it was given
 * @hold: as herald_damage_group_snapshot_child () takes it
 *
 * Draws each of @widget's children with herald_damage_group_snapshot_child (), as GTK's
 * default `snapshot` draws them.
 */
void
herald_damage_group_snapshot_held (GtkWidget   *widget,
                                   GtkSnapshot *snapshot,
                                   gboolean     hold)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    herald_damage_group_snapshot_child (widget, child, snapshot, hold);
}

/**
 * herald_damage_group_snapshot:
 * @widget: a container, in its `snapshot` vfunc
 * @snapshot: the snapshot it was given
 *
 * herald_damage_group_snapshot_held () without holding: a `snapshot` vfunc.
 */
void
herald_damage_group_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  herald_damage_group_snapshot_held (widget, snapshot, FALSE);
}

/**
 * herald_damage_group_snapshot_parts:
 * @widget: a container of players' cards, in its `snapshot` vfunc
 * @snapshot: the snapshot it was given
 *
 * herald_damage_group_snapshot (), but a child whose HeraldDamageBox drew at most MAX_PARTS
 * of its parts anew (MAX_PARTS_ALL over all the children) keeps its colour: only those parts
 * are drawn again, each as one rectangle.
 */
void
herald_damage_group_snapshot_parts (GtkWidget   *widget,
                                    GtkSnapshot *snapshot)
{
  guint parts_left = MAX_PARTS_ALL;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    snapshot_child (widget, child, snapshot, FALSE, &parts_left);
}

/* HeraldDamageBox: a GtkBox whose children are each drawn as one rectangle when drawn anew,
 * counting them (its own background and border are drawn by GTK, as a box's) */
static void
herald_damage_box_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  HeraldDamageBox *self = HERALD_DAMAGE_BOX (widget);
  guint changed = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (snapshot_child (widget, child, snapshot, FALSE, NULL))
      changed++;
  self->changed = changed;
  self->snapshots++;
}

static void
herald_damage_box_class_init (HeraldDamageBoxClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = herald_damage_box_snapshot;
}

static void
herald_damage_box_init (HeraldDamageBox *self)
{
}

/**
 * herald_damage_box_get_changed:
 * @self: a box
 *
 * Returns: how many of its children were drawn anew the last time it was drawn (0 before it
 *   was; a child drawn the first time counts)
 */
guint
herald_damage_box_get_changed (HeraldDamageBox *self)
{
  g_return_val_if_fail (HERALD_IS_DAMAGE_BOX (self), 0);

  return self->changed;
}
