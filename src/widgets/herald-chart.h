/* herald-chart.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "herald-chart-draw.h"

G_BEGIN_DECLS

#define HERALD_TYPE_CHART (herald_chart_get_type ())

G_DECLARE_FINAL_TYPE (HeraldChart, herald_chart, HERALD, CHART, GtkWidget)

GtkWidget       *herald_chart_new                (HeraldChartData *data);
HeraldChartData *herald_chart_get_data           (HeraldChart     *self);
void             herald_chart_set_content_height (HeraldChart     *self,
                                                  int              height);

G_END_DECLS
