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

/* @translated, a translation of one literal (_("…")) or its plural for @n
 * (g_dngettext ()), looked up once per place of use (and count under 16): the language does
 * not change while Herald runs (herald-text-names.c), and a look-up was about 2,000
 * instructions, 1,800 of them in the cards' 50 steps (twenty-fourth round). Main thread only. */
#define HERALD_ONCE(translated) \
  (__extension__ ({ static const char *herald_once_; \
                    herald_once_ != NULL ? herald_once_ : (herald_once_ = (translated)); }))
#define HERALD_ONCE_N(n, translated) \
  (__extension__ ({ static const char *herald_once_[16]; \
                    gulong herald_n_ = (n); \
                    herald_n_ >= G_N_ELEMENTS (herald_once_) ? (translated) \
                    : herald_once_[herald_n_] != NULL ? herald_once_[herald_n_] \
                    : (herald_once_[herald_n_] = (translated)); }))

G_END_DECLS
