/* herald-clamp-layout.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The layout of a widget with one child (an AdwBin): the child at most `maximum-size` pixels
 * wide, centred, the whole width below that, as an AdwClamp of that maximum size makes it, but
 * measured only as a height-for-width widget. An AdwClamp measures its child's width for its
 * height as it allocates it, and every wrapping label under it answers that with a binary
 * search of Pango layouts; boxes, list rows and clamps nested under it multiply those searches
 * (the start page's list, the winner's page: thousands of layouts a frame, docs/performance.md).
 * Here the child's width never depends on its height, so every label is laid out for the
 * width it gets. The clamp's easing between 400 px and the maximum is not reproduced. */

#include "config.h"

#include "herald-clamp-layout.h"

struct _HeraldClampLayout
{
  GtkLayoutManager parent_instance;

  int              maximum_size;
  int              maximum_height;
  gboolean         center;
};

G_DEFINE_FINAL_TYPE (HeraldClampLayout, herald_clamp_layout, GTK_TYPE_LAYOUT_MANAGER)

enum {
  PROP_0,
  PROP_MAXIMUM_SIZE,
  PROP_MAXIMUM_HEIGHT,
  PROP_CENTER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

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

/**
 * herald_measure_children:
 * @widget: a widget that lays out its children (itself or by a layout manager)
 * @orientation: the direction to measure in
 * @for_size: the size in the other direction, in pixels, or -1 for none
 * @minimum: (out): the largest minimum size of the children, in pixels; 0 without any
 * @natural: (out) (optional): the largest natural size of the children, in pixels; 0
 *   without any
 *
 * Measures each child of @widget that takes part in its layout (gtk_widget_should_layout ())
 * with gtk_widget_measure (), which keeps the measurements until a child asks for a new size.
 *
 * Returns: how many children were measured
 */
guint
herald_measure_children (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural)
{
  guint n = 0;
  int nat_max = 0;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), 0);

  *minimum = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int min, nat;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, orientation, for_size, &min, &nat, NULL, NULL);
      *minimum = MAX (*minimum, min);
      nat_max = MAX (nat_max, nat);
      n++;
    }
  if (natural != NULL)
    *natural = nat_max;
  return n;
}

/* the child's width in @width: the maximum size at most, never less than its minimum */
static int
child_width (HeraldClampLayout *self,
             GtkWidget         *widget,
             int                width)
{
  int minimum;

  herald_measure_children (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL);
  return MAX (minimum, MIN (width, self->maximum_size));
}

static GtkSizeRequestMode
herald_clamp_layout_get_request_mode (GtkLayoutManager *manager,
                                      GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
herald_clamp_layout_measure (GtkLayoutManager *manager,
                             GtkWidget        *widget,
                             GtkOrientation    orientation,
                             int               for_size,
                             int              *minimum,
                             int              *natural,
                             int              *minimum_baseline,
                             int              *natural_baseline)
{
  HeraldClampLayout *self = HERALD_CLAMP_LAYOUT (manager);

  *minimum_baseline = *natural_baseline = -1;
  if (self->maximum_height >= 0)
    {
      /* shrinks to fit: never more than the maximum size and height, the child scaled down
       * in them (herald_clamp_layout_allocate ()) */
      herald_measure_children (widget, orientation, -1, minimum, natural);
      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        {
          *minimum = MIN (*minimum, self->maximum_size);
          *natural = MAX (*minimum, MIN (*natural, self->maximum_size));
        }
      else
        {
          if (for_size >= 0)
            herald_measure_children (widget, orientation, child_width (self, widget, for_size), minimum, natural);
          *minimum = MIN (*minimum, self->maximum_height);
          *natural = MAX (*minimum, MIN (*natural, self->maximum_height));
        }
      return;
    }
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* the width does not depend on the height */
      if (herald_measure_children (widget, orientation, -1, minimum, natural) > 0)
        *natural = MAX (*minimum, MIN (*natural, self->maximum_size));
    }
  else
    herald_measure_children (widget, orientation,
                             for_size < 0 ? -1 : child_width (self, widget, for_size),
                             minimum, natural);
}

/* The child scaled down, by steps of 5 % to half its size at most, until it fits in @width ×
 * @height, a wrapping label given more width in its own pixels as it is scaled: at a phone's
 * 360 px and text scale 1.5 the event die's name ("Zarul de eveniment" in four lines,
 * "Ereigniswürfel", "Begivenhedsterning") made it taller or wider than the red and white
 * dice (newcomer report 28, N28-13) */
static void
allocate_shrunk (HeraldClampLayout *self,
                 GtkWidget         *child,
                 int                width,
                 int                height)
{
  int room = MIN (width, self->maximum_size);
  int minimum = 0;
  double scale = 1;
  int child_w = room, child_h = height;
  GskTransform *transform = NULL;

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  for (int step = 0; step <= 10; step++)
    {
      int needed = 0;

      scale = 1 - step * 0.05;
      child_w = MAX ((int) (room / scale), minimum);
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, child_w, &needed, NULL, NULL, NULL);
      if (child_w * scale <= room + 0.5 && needed * scale <= height + 0.5)
        break;
    }
  child_h = (int) (height / scale);
  transform = gsk_transform_translate (transform, &GRAPHENE_POINT_INIT ((width - child_w * scale) / 2, 0));
  if (scale < 1)
    transform = gsk_transform_scale (transform, scale, scale);
  gtk_widget_allocate (child, child_w, child_h, -1, transform);
}

static void
herald_clamp_layout_allocate (GtkLayoutManager *manager,
                              GtkWidget        *widget,
                              int               width,
                              int               height,
                              int               baseline)
{
  HeraldClampLayout *self = HERALD_CLAMP_LAYOUT (manager);
  GtkWidget *child = layout_child (widget);
  int child_w;

  if (child == NULL)
    return;
  if (self->maximum_height >= 0)
    {
      allocate_shrunk (self, child, width, height);
      return;
    }
  child_w = child_width (self, widget, width);
  if (self->center)
    {
      /* as GTK places a child of `valign` center (its natural height for its width, in the
       * middle of a taller allocation), without gtk_widget_allocate ()'s measure of the
       * child's width for this height: a vertical box asked that measures each of its
       * children's heights at their minimum width, every wrapping label of the start page laid
       * out once more at its narrowest (docs/performance.md) */
      int natural = 0, y = 0;

      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, child_w, NULL, &natural, NULL, NULL);
      if (height > natural)
        {
          y = (height - natural) / 2;
          height = natural;
        }
      gtk_widget_size_allocate (child, &(GtkAllocation) { (width - child_w) / 2, y, child_w, height }, -1);
      return;
    }
  gtk_widget_size_allocate (child,
                            &(GtkAllocation) { (width - child_w) / 2, 0, child_w, height }, -1);
}

static void
herald_clamp_layout_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  HeraldClampLayout *self = HERALD_CLAMP_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_MAXIMUM_SIZE:
      g_value_set_int (value, self->maximum_size);
      break;

    case PROP_MAXIMUM_HEIGHT:
      g_value_set_int (value, self->maximum_height);
      break;

    case PROP_CENTER:
      g_value_set_boolean (value, self->center);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
herald_clamp_layout_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  HeraldClampLayout *self = HERALD_CLAMP_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_MAXIMUM_SIZE:
      herald_clamp_layout_set_maximum_size (self, g_value_get_int (value));
      break;

    case PROP_MAXIMUM_HEIGHT:
      self->maximum_height = MAX (g_value_get_int (value), -1);
      gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
      break;

    case PROP_CENTER:
      self->center = g_value_get_boolean (value);
      gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
herald_clamp_layout_class_init (HeraldClampLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  object_class->get_property = herald_clamp_layout_get_property;
  object_class->set_property = herald_clamp_layout_set_property;
  layout_class->get_request_mode = herald_clamp_layout_get_request_mode;
  layout_class->measure = herald_clamp_layout_measure;
  layout_class->allocate = herald_clamp_layout_allocate;

  /**
   * HeraldClampLayout:maximum-size:
   *
   * The widest the child is allocated, in pixels (≥ 0), unless its minimum width is more
   */
  properties[PROP_MAXIMUM_SIZE] =
    g_param_spec_int ("maximum-size", NULL, NULL, 0, G_MAXINT, 600,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * HeraldClampLayout:maximum-height:
   *
   * -1 (the default): the child is as tall as it asks. Else the most the widget asks for in
   * both directions is the maximum size and this height, and a child that needs more is
   * scaled down to fit (by steps of 5 %, to half its size at most)
   */
  properties[PROP_MAXIMUM_HEIGHT] =
    g_param_spec_int ("maximum-height", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);

  /**
   * HeraldClampLayout:center:
   *
   * Whether the child, at its natural height for its width, is centred in a taller
   * allocation, as a child of `valign` center (whose own `valign` stays fill): GTK allocating
   * a child of `valign` center measures its width for the height first, which a vertical box
   * answers by measuring each of its children's heights at their minimum width. Not with a
   * maximum height.
   */
  properties[PROP_CENTER] =
    g_param_spec_boolean ("center", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
herald_clamp_layout_init (HeraldClampLayout *self)
{
  self->maximum_size = 600;
  self->maximum_height = -1;
}

/**
 * herald_clamp_layout_new:
 * @maximum_size: the widest the child is allocated, in pixels, ≥ 0
 *
 * Returns: (transfer full): a layout for a widget with one child (an AdwBin); give it to
 *   gtk_widget_set_layout_manager()
 */
GtkLayoutManager *
herald_clamp_layout_new (int maximum_size)
{
  return g_object_new (HERALD_TYPE_CLAMP_LAYOUT, "maximum-size", maximum_size, NULL);
}

/**
 * herald_clamp_layout_get_maximum_size:
 *
 * Returns: the widest the child is allocated, in pixels
 */
int
herald_clamp_layout_get_maximum_size (HeraldClampLayout *self)
{
  g_return_val_if_fail (HERALD_IS_CLAMP_LAYOUT (self), 0);

  return self->maximum_size;
}

/**
 * herald_clamp_layout_set_maximum_size:
 * @maximum_size: the widest the child is allocated, in pixels, ≥ 0
 */
void
herald_clamp_layout_set_maximum_size (HeraldClampLayout *self,
                                      int                maximum_size)
{
  g_return_if_fail (HERALD_IS_CLAMP_LAYOUT (self));

  maximum_size = MAX (maximum_size, 0);
  if (self->maximum_size == maximum_size)
    return;
  self->maximum_size = maximum_size;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAXIMUM_SIZE]);
}
