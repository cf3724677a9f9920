/* herald-data.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* An object's data looked up by the quark of @key (a string literal), made once per place of
 * use (main thread only). GLib 2.74's g_object_get_data () compares @key as a string with the
 * name of every piece of data the object holds, and Herald's controls hold a dozen or more
 * (their reasons, names, tooltips, relations): about 190 instructions a look-up, 6.2 M of a
 * 1,000-action game's 50 steps in the window, where the quark's is a comparison of numbers
 * (docs/performance.md, twenty-fourth round). The data set by name is the same data. */
#define HERALD_QUARK(key) \
  (__extension__ ({ static GQuark herald_quark_; \
                    if (G_UNLIKELY (herald_quark_ == 0)) \
                      herald_quark_ = g_quark_from_static_string ("" key ""); \
                    herald_quark_; }))

/* g_object_get_data (@object, @key) for a string literal @key, by its quark */
#define herald_get_data(object, key) (g_object_get_qdata (G_OBJECT (object), HERALD_QUARK (key)))

G_END_DECLS
