/* herald-inset-layout.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The layout of the table's pages and the view switcher under them: their children one under
 * the other, as a vertical GtkBox lays them out (the switcher bar's height, the rest to the
 * pages), except that the first child ends `inset` pixels higher where it has the room, never
 * higher than its least height allows, and the inset is not part of what the widget asks for.
 * The window's pages end above a toast this way: as a bottom margin, the toast's height was
 * added to the window's least height, and on a phone at text scale 1.5 the window grew past
 * the screen for each toast (newcomer report 23, N23-4). The box itself, not a bin around the
 * pages in it: one level fewer between the window and Roll or End Turn, which GTK walks for
 * every event controller at every focus change (docs/performance.md, twenty-seventh round). */

#include "config.h"

#include "herald-inset-layout.h"

struct _HeraldInsetLayout
{
  GtkLayoutManager parent_instance;

  int              inset;
};

G_DEFINE_FINAL_TYPE (HeraldInsetLayout, herald_inset_layout, GTK_TYPE_LAYOUT_MANAGER)

/* the widget's first child that takes part in the layout, or %NULL */
static GtkWidget *
layout_child (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      return child;
  return NULL;
}

static GtkWidget *
next_layout_child (GtkWidget *child)
{
  while ((child = gtk_widget_get_next_sibling (child)) != NULL)
    if (gtk_widget_should_layout (child))
      return child;
  return NULL;
}

static GtkSizeRequestMode
herald_inset_layout_get_request_mode (GtkLayoutManager *manager,
                                      GtkWidget        *widget)
{
  int count[GTK_SIZE_REQUEST_CONSTANT_SIZE + 1] = { 0 };

  /* as GtkBoxLayout decides it */
  for (GtkWidget *child = layout_child (widget); child != NULL; child = next_layout_child (child))
    count[gtk_widget_get_request_mode (child)]++;
  if (count[GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH] == 0 && count[GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT] == 0)
    return GTK_SIZE_REQUEST_CONSTANT_SIZE;
  return count[GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT] > count[GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH]
         ? GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT : GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* The children's heights for @width in @height, as a vertical GtkBox without spacing gives
 * them: each its least height, what is left up to their natural heights (the smallest gaps
 * first, gtk_distribute_natural_allocation ()), the rest shared by those that expand. Fills
 * @sizes (one per child taking part) and returns how many; @least gets their least heights. */
static guint
child_heights (GtkWidget        *widget,
               int               width,
               int               height,
               GtkRequestedSize *sizes,
               int              *least,
               guint             n_max)
{
  guint n = 0, n_expand = 0, i = 0;
  int extra = height, share, left_over;

  for (GtkWidget *child = layout_child (widget); child != NULL && n < n_max; child = next_layout_child (child))
    {
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width,
                          &sizes[n].minimum_size, &sizes[n].natural_size, NULL, NULL);
      least[n] = sizes[n].minimum_size;
      sizes[n].data = child;
      extra -= sizes[n].minimum_size;
      if (gtk_widget_compute_expand (child, GTK_ORIENTATION_VERTICAL))
        n_expand++;
      n++;
    }
  extra = gtk_distribute_natural_allocation (MAX (0, extra), n, sizes);
  share = n_expand > 0 ? extra / (int) n_expand : 0;
  left_over = n_expand > 0 ? extra % (int) n_expand : 0;
  for (i = 0; i < n; i++)
    if (gtk_widget_compute_expand (sizes[i].data, GTK_ORIENTATION_VERTICAL))
      {
        sizes[i].minimum_size += share + (left_over > 0 ? 1 : 0);
        if (left_over > 0)
          left_over--;
      }
  return n;
}

/* at most this many children: the pages and the view switcher */
#define MAX_CHILDREN 4

static void
herald_inset_layout_measure (GtkLayoutManager *manager,
                             GtkWidget        *widget,
                             GtkOrientation    orientation,
                             int               for_size,
                             int              *minimum,
                             int              *natural,
                             int              *minimum_baseline,
                             int              *natural_baseline)
{
  GtkRequestedSize sizes[MAX_CHILDREN];
  int least[MAX_CHILDREN];
  guint n;

  *minimum = *natural = 0;
  if (orientation == GTK_ORIENTATION_VERTICAL)
    {
      /* one under the other */
      for (GtkWidget *child = layout_child (widget); child != NULL; child = next_layout_child (child))
        {
          int min = 0, nat = 0;

          gtk_widget_measure (child, orientation, for_size, &min, &nat, NULL, NULL);
          *minimum += min;
          *natural += nat;
        }
      return;
    }

  /* as wide as the widest, each for the height it would have */
  if (for_size < 0)
    {
      for (GtkWidget *child = layout_child (widget); child != NULL; child = next_layout_child (child))
        {
          int min = 0, nat = 0;

          gtk_widget_measure (child, orientation, -1, &min, &nat, NULL, NULL);
          *minimum = MAX (*minimum, min);
          *natural = MAX (*natural, nat);
        }
      return;
    }
  n = child_heights (widget, -1, for_size, sizes, least, MAX_CHILDREN);
  for (guint i = 0; i < n; i++)
    {
      int min = 0, nat = 0;

      gtk_widget_measure (sizes[i].data, orientation, sizes[i].minimum_size, &min, &nat, NULL, NULL);
      *minimum = MAX (*minimum, min);
      *natural = MAX (*natural, nat);
    }
}

static void
herald_inset_layout_allocate (GtkLayoutManager *manager,
                              GtkWidget        *widget,
                              int               width,
                              int               height,
                              int               baseline)
{
  HeraldInsetLayout *self = HERALD_INSET_LAYOUT (manager);
  GtkRequestedSize sizes[MAX_CHILDREN];
  int least[MAX_CHILDREN];
  guint n = child_heights (widget, width, height, sizes, least, MAX_CHILDREN);
  int y = 0;

  for (guint i = 0; i < n; i++)
    {
      int child_height = sizes[i].minimum_size;

      /* the first, the pages, above the toast where they have the room */
      if (i == 0)
        child_height = MIN (child_height, MAX (child_height - self->inset, least[i]));
      gtk_widget_size_allocate (sizes[i].data, &(GtkAllocation) { 0, y, width, child_height }, -1);
      y += sizes[i].minimum_size;
    }
}

static void
herald_inset_layout_class_init (HeraldInsetLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  layout_class->get_request_mode = herald_inset_layout_get_request_mode;
  layout_class->measure = herald_inset_layout_measure;
  layout_class->allocate = herald_inset_layout_allocate;
}

static void
herald_inset_layout_init (HeraldInsetLayout *self)
{
}

int
herald_inset_layout_get_inset (HeraldInsetLayout *self)
{
  g_return_val_if_fail (HERALD_IS_INSET_LAYOUT (self), 0);

  return self->inset;
}

/**
 * herald_inset_layout_set_inset:
 * @inset: how many pixels above the widget's bottom the child ends, where it has the room
 */
void
herald_inset_layout_set_inset (HeraldInsetLayout *self,
                               int                inset)
{
  g_return_if_fail (HERALD_IS_INSET_LAYOUT (self));

  inset = MAX (inset, 0);
  if (self->inset == inset)
    return;
  self->inset = inset;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
}
