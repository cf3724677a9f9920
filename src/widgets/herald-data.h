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
 * (g_dngettext ()), looked up once per place of use (and count under 16): a look-up was about
 * 1,100–2,000 instructions, some 2,300 of them in a 1,000-action game's 50 steps in the window
 * (twenty-fourth and thirty-fourth rounds). Herald's language does not change while it runs
 * (herald-text-names.c); a test that changes it in one process (herald_test_use_language ())
 * changes glibc's count of changes to the catalogues (_nl_msg_cat_cntr, as herald-i18n.c
 * reads it), and a translation kept under another count is looked up again, so the texts
 * follow the new language. Main thread only. */
#if HAVE_NL_MSG_CAT_CNTR
extern int _nl_msg_cat_cntr;
#define HERALD_ONCE_COUNTER() (_nl_msg_cat_cntr)
#else
#define HERALD_ONCE_COUNTER() 0
#endif
#define HERALD_ONCE(translated) \
  (__extension__ ({ static const char *herald_once_; static int herald_once_counter_; \
                    herald_once_ != NULL && herald_once_counter_ == HERALD_ONCE_COUNTER () ? herald_once_ \
                    : (herald_once_ = (translated), herald_once_counter_ = HERALD_ONCE_COUNTER (), herald_once_); }))
#define HERALD_ONCE_N(n, translated) \
  (__extension__ ({ static const char *herald_once_[16]; static int herald_once_counter_[16]; \
                    gulong herald_n_ = (n); \
                    herald_n_ >= G_N_ELEMENTS (herald_once_) ? (translated) \
                    : herald_once_[herald_n_] != NULL && herald_once_counter_[herald_n_] == HERALD_ONCE_COUNTER () \
                      ? herald_once_[herald_n_] \
                    : (herald_once_[herald_n_] = (translated), \
                       herald_once_counter_[herald_n_] = HERALD_ONCE_COUNTER (), herald_once_[herald_n_]); }))

G_END_DECLS
