/* herald-test-gate.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _HeraldTestGate HeraldTestGate;

HeraldTestGate *herald_test_gate_close      (void);
HeraldTestGate *herald_test_gate_close_behind (void);
HeraldTestGate *herald_test_gate_close_running (void);
HeraldTestGate *herald_test_gate_close_written (void);
void            herald_test_gate_wait_started (HeraldTestGate *gate);
void            herald_test_gate_open       (HeraldTestGate *gate);
gboolean        herald_test_gate_is_open    (HeraldTestGate *gate);
void            herald_test_gate_open_after (HeraldTestGate *gate,
                                             guint           ms,
                                             const char     *block);
void            herald_test_gate_free       (HeraldTestGate *gate);

G_END_DECLS
