/* herald-history-view.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The history beside the table: every action of the game, newest first, each with what it
 * caused. It binds to the session's history list (herald_session_get_history ()), whose
 * items carry their sentence (herald-text.c). */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-history-item.h"
#include "herald-history-view.h"

struct _HeraldHistoryView
{
  GtkWidget      parent_instance;

  GtkListBox    *list;
  GtkStringList *model;   /* the rows: the history's texts, newest first */
  GListModel    *history; /* (owned) (nullable) the session's history, oldest first */
};

G_DEFINE_FINAL_TYPE (HeraldHistoryView, herald_history_view, GTK_TYPE_WIDGET)

/* The session's history is oldest first, the view newest first: the rows mirror the model
 * backwards, a change of the model replacing only the rows it changed */
static void
history_changed_cb (GListModel        *history,
                    guint              position,
                    guint              removed,
                    guint              added,
                    HeraldHistoryView *self)
{
  guint n = g_list_model_get_n_items (history);
  guint n_old = n - added + removed;
  g_autofree const char **texts = g_new0 (const char *, added + 1);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < added; i++)
    {
      HeraldHistoryItem *item = g_list_model_get_item (history, position + added - 1 - i);

      g_ptr_array_add (items, item);
      texts[i] = herald_history_item_get_text (item);
    }
  gtk_string_list_splice (self->model, n_old - position - removed, removed, texts);
}

/**
 * herald_history_view_set_history:
 * @history: (nullable): the session's history (herald_session_get_history()), oldest first
 *
 * Binds the view to @history: it shows the steps newest first and follows the model by
 * itself ("items-changed"), a row per item added, none redrawn for a step that stays.
 */
void
herald_history_view_set_history (HeraldHistoryView *self,
                                 GListModel        *history)
{
  g_return_if_fail (HERALD_IS_HISTORY_VIEW (self));
  g_return_if_fail (history == NULL || G_IS_LIST_MODEL (history));

  if (self->history != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->history, self);
      gtk_string_list_splice (self->model, 0, g_list_model_get_n_items (G_LIST_MODEL (self->model)), NULL);
      g_clear_object (&self->history);
    }
  if (history == NULL)
    return;

  self->history = g_object_ref (history);
  g_signal_connect (history, "items-changed", G_CALLBACK (history_changed_cb), self);
  history_changed_cb (history, 0, 0, g_list_model_get_n_items (history), self);
}

/* A row is named by its step's sentence: a screen reader moving through the history reads
 * each step, not a row without a name (issue 11) */
static GtkWidget *
row_create_cb (gpointer item,
               gpointer user_data)
{
  const char *text = gtk_string_object_get_string (item);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  gtk_widget_set_margin_top (label, 4);
  gtk_widget_set_margin_bottom (label, 4);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);

  return row;
}

static void
herald_history_view_dispose (GObject *object)
{
  HeraldHistoryView *self = HERALD_HISTORY_VIEW (object);

  if (self->history != NULL)
    g_signal_handlers_disconnect_by_data (self->history, self);
  g_clear_object (&self->history);
  g_clear_pointer ((GtkWidget **) &self->list, gtk_widget_unparent);
  g_clear_object (&self->model);

  G_OBJECT_CLASS (herald_history_view_parent_class)->dispose (object);
}

static void
herald_history_view_class_init (HeraldHistoryViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = herald_history_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
herald_history_view_init (HeraldHistoryView *self)
{
  self->model = gtk_string_list_new (NULL);
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "navigation-sidebar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("History"), -1);
  gtk_list_box_bind_model (self->list, G_LIST_MODEL (self->model), row_create_cb, NULL, NULL);
  gtk_widget_set_parent (GTK_WIDGET (self->list), GTK_WIDGET (self));
}
