/* herald-a11y-private.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Between herald-a11y-announce.c, which watches each window's focus, and herald-a11y-focus.c,
 * which keeps a window from losing it */

void herald_a11y_focus_keep             (GtkWindow *window);
void herald_a11y_focus_window_activated (GtkWindow *window);
void herald_a11y_focus_ring_watch       (GtkWindow *window);
gboolean herald_a11y_focus_is_on       (GtkWidget *widget);
gboolean herald_a11y_focus_restoring   (GtkWindow *window);

/* herald-a11y-lists.c: rows, the lists of combo rows, spin buttons, the pages of stacks */

void herald_a11y_fix_lists              (GtkWidget *widget);
void herald_a11y_name_stack_page        (GtkWidget *child);
void herald_a11y_fix_stack_pages        (GtkWidget *stack);

/* herald-a11y.c: Herald's fixes of @widget and every widget under it; whether an image or a
 * label only decorates a control named by its text; a die's face told checked or not. A
 * widget tracked for its fix (a label, a face, a drop-down) has HERALD_A11Y_TRACKED_KEY set. */

#define HERALD_A11Y_TRACKED_KEY "herald-a11y-tracked"

void     herald_a11y_fix_tree           (GtkWidget *widget);
gboolean herald_a11y_is_decoration      (GtkWidget *widget);
void     herald_a11y_update_choice      (GtkWidget *button);

/* herald-a11y-announce.c: the words of toasts and message dialogs said as they are realized,
 * and each window's focus watched, for what is said as the focused widget's description */

void herald_a11y_announce_shown         (GtkWidget *widget);
void herald_a11y_watch_focus            (GtkWindow *window);

/* herald-a11y-drop-down.c: drop-downs and combo rows say their value */

void herald_a11y_drop_down_update       (GtkWidget *widget);
void herald_a11y_drop_down_track        (GtkWidget *widget);
const char *herald_a11y_combo_row_value (GtkWidget *widget);

/* herald-a11y-menus.c: the check items of menus */

void herald_a11y_fix_menu_item          (GtkWidget *widget);

/* herald-a11y-label.c: how many times herald_a11y_set_label () named a widget (a name
 * given again unchanged is not counted: tests/ui/test-step-refresh.c a11y-label-once) */

guint herald_a11y_get_names_given      (void);

/* herald-a11y-tooltip.c: how many words of texts herald_a11y_repeats_name () looked for in
 * names (tests/ui/test-a11y-repeats.c, first-word-answers) */

guint herald_a11y_get_words_compared   (void);

/* herald-a11y-label.c: a focused control renamed once what is announced is said; herald-a11y.c
 * runs herald_a11y_rename_now () after it, or as the focus moves */

void herald_a11y_rename                 (GtkWidget  *widget,
                                         const char *name);
void herald_a11y_rename_now             (void);
void herald_a11y_announce_soon          (void);

/* herald-a11y-announce.c, for tests: words (or a dialog to say them in) wait to be said. Said,
 * they are for a moment the focused control's description, and leave it empty while the focus
 * stays (tests/ui/test-card-keys.c, knight-menu-refused) */

gboolean herald_a11y_announce_is_pending (void);

/* herald-a11y-tooltip.c: a tooltip that repeats the name is not the description */

gboolean herald_a11y_tooltip_repeats_name (GtkWidget *widget);
void     herald_a11y_tooltip_check        (GtkWidget *widget);
void     herald_a11y_tooltip_track        (GtkWidget *widget);

/* herald-a11y-lines.c: what a screen reader says is on one line */

void     herald_a11y_append_one_line      (GString    *string,
                                           const char *text);
char    *herald_a11y_one_line_take        (char       *text);
gboolean herald_a11y_speaks_otherwise     (const char *text);

G_END_DECLS
