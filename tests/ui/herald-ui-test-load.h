/* herald-ui-test-load.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A loaded machine for the in-process UI tests, when HERALD_TEST_SLOW_FRAMES or
 * HERALD_TEST_LATE_FRAMES asks for it (herald-ui-test-load.c) */

void    herald_test_load_init           (void);
GArray *herald_test_load_new_held       (void);
void    herald_test_load_hold_frames    (GArray *held);
void    herald_test_load_release_frames (GArray *held);

G_END_DECLS
