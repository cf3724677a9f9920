/* herald-toast-gate.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* How long libadwaita 1.2 animates a toast in (300 ms, 500 ms when it replaces one) or out
 * (300 ms), with a margin: the gate's unit of time */
#define HERALD_TOAST_GATE_SHOW_MS 600
#define HERALD_TOAST_GATE_HIDE_MS 400

void      herald_toast_gate_add       (AdwToastOverlay *overlay,
                                       AdwToast        *toast);
void      herald_toast_gate_dismiss   (AdwToastOverlay *overlay,
                                       AdwToast        *toast);
void      herald_toast_gate_keep      (AdwToast        *toast);
AdwToast *herald_toast_gate_get_shown (AdwToastOverlay *overlay);
gboolean  herald_toast_gate_is_idle   (AdwToastOverlay *overlay);

G_END_DECLS
