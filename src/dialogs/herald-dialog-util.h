/* herald-dialog-util.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* What the message dialogs of a turn share (src/dialogs/): not public API */

void       herald_dialog_wrap_words    (GtkWidget        *widget);
/* The widest word a list row's label (the start page's games, the winner's page's players)
 * may hold on a 360 px phone, in pixels: the row's margins, its buttons and the page's take
 * the rest */
#define HERALD_ROW_WORD_WIDTH 200

void       herald_label_wrap_words     (GtkLabel         *label,
                                        int               max_word_width);
void       herald_dialog_wrap_group_titles (GtkWidget    *root);
void       herald_dialog_phone_width   (GtkWidget        *window);
void       herald_dialog_init          (AdwMessageDialog *dialog,
                                        GtkWindow        *parent,
                                        const char       *heading,
                                        const char       *body);
/* herald-dialog-place.c */
void       herald_dialog_place_over    (GtkWindow        *dialog,
                                        GtkWindow        *parent,
                                        int               width,
                                        int               height);
void       herald_dialog_keep_placed   (GtkWindow        *window);
void       herald_dialog_fit_over      (GtkWindow        *dialog,
                                        GtkWindow        *parent,
                                        int               width,
                                        int               height);
/* herald-dialog-scroll.c */
void       herald_dialog_keep_focus_in_view (GtkWindow        *window,
                                             GtkWidget        *scroller);
GtkWidget *herald_dialog_set_scrolling_child (AdwMessageDialog *dialog,
                                              GtkWidget        *child);

GtkWidget *herald_dialog_scroll_body   (AdwMessageDialog *dialog,
                                        GtkWidget        *child);
void       herald_dialog_keep_response_order (AdwMessageDialog *dialog);
void       herald_dialog_stack_close_last (AdwMessageDialog *dialog);
gboolean   herald_dialog_stack_responses (AdwMessageDialog *dialog,
                                          int               width);
gboolean   herald_dialog_restack_responses (AdwMessageDialog *dialog);
void       herald_dialog_finish_form   (AdwMessageDialog *dialog,
                                        GtkWidget        *child,
                                        const char       *response,
                                        const char       *label);
void       herald_dialog_set_a11y_label (GtkWidget       *widget,
                                        const char       *label);
void       herald_dialog_set_form_refusal (AdwMessageDialog *dialog,
                                           const char       *refusal);
void       herald_dialog_say_refusal   (AdwMessageDialog *dialog,
                                        const char       *text);
void       herald_dialog_set_form_missing (AdwMessageDialog *dialog,
                                           const char       *missing);
void       herald_dialog_commit_count  (GtkWidget        *dialog);
gboolean   herald_dialog_focus_count_first (GtkWidget        *dialog,
                                            GtkDirectionType  direction,
                                            GtkEditable      *count,
                                            gboolean         *focused);
/* herald-dialog-layout.c */
GtkWidget *herald_dialog_find_by_class (GtkWidget        *widget,
                                        const char       *name);
void       herald_dialog_accept_on_ctrl_return (AdwMessageDialog *dialog,
                                               const char       *response);
void       herald_dialog_answer_on_ctrl_return (AdwMessageDialog *dialog,
                                                const char       *response);
void       herald_dialog_answer_on_redo_keys (AdwMessageDialog *dialog,
                                              const char       *response);
void       herald_dialog_watch_chord (AdwMessageDialog   *dialog,
                                      GtkEventController *shortcuts);
gboolean   herald_dialog_answer_on_release (AdwMessageDialog *dialog,
                                            GtkWidget        *button);
void       herald_dialog_focus_response (AdwMessageDialog *dialog,
                                        const char       *response);
void       herald_dialog_focus_safe    (AdwMessageDialog *dialog);
void       herald_dialog_ignore_early_taps (GtkWindow    *dialog);
gboolean   herald_dialog_key_let_through (GtkWindow      *dialog,
                                          guint           keycode,
                                          guint           keyval);
gboolean   herald_dialog_key_let_through_at (GtkWindow   *dialog,
                                             guint        keycode,
                                             guint        keyval,
                                             guint32      time);
void       herald_dialog_note_key      (GtkWidget        *widget,
                                        guint             keycode,
                                        gboolean          pressed);
gboolean   herald_dialog_key_held_from_elsewhere (GtkWidget *widget,
                                                  guint      keycode);
void       herald_dialog_note_step_key (GtkWidget        *widget,
                                        guint             keycode,
                                        guint32           time);
GtkWidget *herald_dialog_combo_row     (const char       *title,
                                        GtkStringList    *model);
void       herald_dialog_combo_row_wrap (GtkWidget        *row);
void       herald_dialog_keep_lists_in_window (GtkWidget *root);
void       herald_dialog_leave_wheel (GtkWidget *root);
void       herald_dialog_watch_count   (GtkSpinButton    *spin,
                                        GCallback         callback,
                                        gpointer          data);
gboolean   herald_dialog_count_is_valid (GtkSpinButton   *spin);
void       herald_dialog_target_range  (GtkSpinButton    *spin);
GtkWidget *herald_dialog_switch_row    (GtkWidget        *group,
                                        const char       *title,
                                        const char       *a11y,
                                        gboolean          active);
GtkSpinButton *herald_dialog_count_row (GtkWidget      *group,
                                        const char       *title,
                                        const char       *subtitle,
                                        const char       *a11y,
                                        guint             upper,
                                        guint             value);
GtkWidget *herald_dialog_value_row     (const char       *title,
                                        const char       *subtitle,
                                        const char       *value);
GtkWidget *herald_dialog_figure_row    (const char       *title,
                                        const char       *subtitle,
                                        guint             figure);
void       herald_dialog_name_row_by   (GtkWidget        *row,
                                        GtkWidget        *value);

G_END_DECLS
