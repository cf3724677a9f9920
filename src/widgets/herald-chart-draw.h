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
void             herald_chart_get_player_rgba (HeraldColor                color,
                                              GdkRGBA                    *rgba);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HeraldChartData, herald_chart_data_free)

G_END_DECLS
