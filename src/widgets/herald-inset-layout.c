/* herald-inset-layout.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The layout of a widget with one child (an AdwBin): the child ends `inset` pixels above the
 * widget's bottom where it has the room, never higher than its least height allows, and the
 * inset is not part of what the widget asks for. The window's pages end above a toast this
 * way: as a bottom margin, the toast's height was added to the window's least height, and on
 * a phone at text scale 1.5 the window grew past the screen for each toast (newcomer report
 * 23, N23-4). */

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

static GtkSizeRequestMode
herald_inset_layout_get_request_mode (GtkLayoutManager *manager,
                                      GtkWidget        *widget)
{
  GtkWidget *child = layout_child (widget);

  return child != NULL ? gtk_widget_get_request_mode (child) : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

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
  GtkWidget *child = layout_child (widget);

  *minimum = *natural = 0;
  if (child != NULL)
    gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
}

static void
herald_inset_layout_allocate (GtkLayoutManager *manager,
                              GtkWidget        *widget,
                              int               width,
                              int               height,
                              int               baseline)
{
  HeraldInsetLayout *self = HERALD_INSET_LAYOUT (manager);
  GtkWidget *child = layout_child (widget);
  int least = 0;

  if (child == NULL)
    return;
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &least, NULL, NULL, NULL);
  gtk_widget_allocate (child, width, MIN (height, MAX (height - self->inset, least)), -1, NULL);
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
