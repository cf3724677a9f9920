/* herald-chart-draw.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gdk/gdk.h>
#include <pango/pangocairo.h>

#include "herald-rules.h"

G_BEGIN_DECLS

/**
 * HeraldChartKind:
 * @HERALD_CHART_BARS: one bar per category, with an optional mark of what was expected
 * @HERALD_CHART_LINES: one line per series over steps (the points over the game)
 */
typedef enum
{
  HERALD_CHART_BARS,
  HERALD_CHART_LINES,
} HeraldChartKind;

/**
 * HeraldChartColors:
 * @fg: text, axes and the expected marks
 * @bg: the background the chart is drawn on
 * @accent: bars without a player colour
 *
 * The colours a chart is drawn with: the theme's in a window (light, dark, high contrast),
 * black on white in a PDF.
 */
typedef struct
{
  GdkRGBA fg;
  GdkRGBA bg;
  GdkRGBA accent;
} HeraldChartColors;

typedef struct _HeraldChartData HeraldChartData;

/**
 * HeraldChartBarGeometry:
 * @slot_x: the left edge of the bar's slot
 * @slot_width: the slot's width (the chart's width shared by the bars)
 * @top: the top line of the chart (the highest value on the axis)
 * @base: the base line (0)
 * @bar_x: the bar's left edge
 * @bar_width: its width
 * @bar_top: its top (@base for 0)
 * @has_mark: whether the bar has a mark of what was expected
 * @mark_y: the mark's height
 * @mark_x0: its left end
 * @mark_x1: its right end
 * @label_bottom: the bottom edge of the bar's number
 * @label_height: the number's height
 * @name_shown: whether the bar's label is written under it (a number may be left out, on a
 *   narrow chart, under every second bar)
 * @name_ellipsized: whether it ends in "…" (a name too long for its slot; never a number)
 * @name_scale: the size of the labels' and the numbers' font, a part of the chart's
 * @name_x0: the label's left edge
 * @name_x1: its right edge
 *
 * Where one bar of a bar chart is drawn, in the units of the chart, y growing downwards.
 */
typedef struct
{
  double   slot_x, slot_width, top, base;
  double   bar_x, bar_width, bar_top;
  gboolean has_mark;
  double   mark_y, mark_x0, mark_x1;
  double   label_bottom, label_height;
  gboolean name_shown, name_ellipsized;
  double   name_scale, name_x0, name_x1;
} HeraldChartBarGeometry;

HeraldChartData *herald_chart_data_new       (HeraldChartKind             kind);
void             herald_chart_data_free      (HeraldChartData            *self);
HeraldChartKind  herald_chart_data_get_kind  (HeraldChartData            *self);
void             herald_chart_data_set_bars  (HeraldChartData            *self,
                                              guint                       n,
                                              const char * const         *labels,
                                              const double               *values,
                                              const double               *expected,
                                              const HeraldColor          *colors);
void             herald_chart_data_add_line  (HeraldChartData            *self,
                                              const char                 *name,
                                              HeraldColor                 color,
                                              const double               *values,
                                              guint                       n);
void             herald_chart_data_set_ticks (HeraldChartData            *self,
                                              guint                       n,
                                              const double               *positions,
                                              const char * const         *labels);
void             herald_chart_data_draw      (HeraldChartData            *self,
                                              cairo_t                    *cr,
                                              double                      width,
                                              double                      height,
                                              const HeraldChartColors    *colors,
                                              const PangoFontDescription *font);
gboolean         herald_chart_data_get_bar_geometry (HeraldChartData      *self,
                                              cairo_t                    *cr,
                                              const PangoFontDescription *font,
                                              double                      width,
                                              double                      height,
                                              guint                       index,
                                              HeraldChartBarGeometry     *geometry);
void             herald_chart_get_player_rgba (HeraldColor                color,
                                              GdkRGBA                    *rgba);
void             herald_chart_place_labels   (double                     *y,
                                              guint                       n,
                                              double                      gap,
                                              double                      top,
                                              double                      bottom);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HeraldChartData, herald_chart_data_free)

G_END_DECLS
