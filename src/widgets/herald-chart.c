/* herald-chart.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A chart in the window: herald-chart-draw.c's drawing in the theme's colours (light, dark,
 * high contrast), an image to assistive technologies with the numbers as its description. */

#include "config.h"

#include "herald-chart.h"

struct _HeraldChart
{
  GtkWidget        parent_instance;

  HeraldChartData *data;
  int              content_height;
};

G_DEFINE_FINAL_TYPE (HeraldChart, herald_chart, GTK_TYPE_WIDGET)

static gboolean
lookup (GtkStyleContext *context,
        const char      *name,
        GdkRGBA         *rgba)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  return gtk_style_context_lookup_color (context, name, rgba);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static void
herald_chart_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  HeraldChart *self = HERALD_CHART (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  HeraldChartColors colors;
  GtkStyleContext *context;
  cairo_t *cr;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  context = gtk_widget_get_style_context (widget);
  gtk_style_context_get_color (context, &colors.fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  if (!lookup (context, "accent_bg_color", &colors.accent))
    gdk_rgba_parse (&colors.accent, "#3584e4");
  if (!lookup (context, "window_bg_color", &colors.bg))
    gdk_rgba_parse (&colors.bg, "#ffffff");

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  herald_chart_data_draw (self->data, cr, width, height, &colors,
                     pango_context_get_font_description (gtk_widget_get_pango_context (widget)));
  cairo_destroy (cr);
}

static void
herald_chart_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  HeraldChart *self = HERALD_CHART (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 200;
      *natural = 480;
    }
  else
    *minimum = *natural = self->content_height;
}

static void
herald_chart_finalize (GObject *object)
{
  HeraldChart *self = HERALD_CHART (object);

  g_clear_pointer (&self->data, herald_chart_data_free);

  G_OBJECT_CLASS (herald_chart_parent_class)->finalize (object);
}

static void
herald_chart_class_init (HeraldChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = herald_chart_finalize;
  widget_class->snapshot = herald_chart_snapshot;
  widget_class->measure = herald_chart_measure;
  gtk_widget_class_set_css_name (widget_class, "chart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
herald_chart_init (HeraldChart *self)
{
  self->content_height = 180;
}

/**
 * herald_chart_new:
 * @data: (transfer full): what the chart shows
 *
 * Returns: (transfer floating): the chart; give it an accessible label and description (the
 *   numbers it shows)
 */
GtkWidget *
herald_chart_new (HeraldChartData *data)
{
  HeraldChart *self = g_object_new (HERALD_TYPE_CHART, NULL);

  self->data = data;
  return GTK_WIDGET (self);
}

/**
 * herald_chart_get_data:
 *
 * Returns: (transfer none): what the chart shows
 */
HeraldChartData *
herald_chart_get_data (HeraldChart *self)
{
  g_return_val_if_fail (HERALD_IS_CHART (self), NULL);
  return self->data;
}

/**
 * herald_chart_set_content_height:
 * @height: the height the chart asks for, in pixels
 */
void
herald_chart_set_content_height (HeraldChart *self,
                                 int          height)
{
  g_return_if_fail (HERALD_IS_CHART (self));

  self->content_height = MAX (height, 60);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}
