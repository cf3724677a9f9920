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
  GtkSortListModel *model; /* the session's history, newest first */
};

G_DEFINE_FINAL_TYPE (HeraldHistoryView, herald_history_view, GTK_TYPE_WIDGET)

/**
 * herald_history_view_set_history:
 * @history: (nullable): the session's history (herald_session_get_history()), oldest first
 *
 * Binds the view to @history: it shows the steps newest first (sorted by their
 * #HeraldHistoryItem:index) and follows the model by itself, a row per item added, none
 * redrawn for a step that stays.
 */
void
herald_history_view_set_history (HeraldHistoryView *self,
                                 GListModel        *history)
{
  g_return_if_fail (HERALD_IS_HISTORY_VIEW (self));
  g_return_if_fail (history == NULL || G_IS_LIST_MODEL (history));

  gtk_sort_list_model_set_model (self->model, history);
}

static GtkWidget *
row_create_cb (gpointer item,
                       gpointer user_data)
{
  GtkWidget *label = gtk_label_new (herald_history_item_get_text (item));

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_margin_top (label, 4);
  gtk_widget_set_margin_bottom (label, 4);

  return label;
}

static void
herald_history_view_dispose (GObject *object)
{
  HeraldHistoryView *self = HERALD_HISTORY_VIEW (object);

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
  GtkNumericSorter *sorter;

  /* the session's history is oldest first: newest first here, by the step's index */
  sorter = gtk_numeric_sorter_new (gtk_property_expression_new (HERALD_TYPE_HISTORY_ITEM, NULL, "index"));
  gtk_numeric_sorter_set_sort_order (sorter, GTK_SORT_DESCENDING);
  self->model = gtk_sort_list_model_new (NULL, GTK_SORTER (sorter));
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "navigation-sidebar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("History"), -1);
  gtk_list_box_bind_model (self->list, G_LIST_MODEL (self->model), row_create_cb, NULL, NULL);
  gtk_widget_set_parent (GTK_WIDGET (self->list), GTK_WIDGET (self));
}
