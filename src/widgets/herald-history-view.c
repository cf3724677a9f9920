/* herald-history-view.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The history beside the table: every action of the game, newest first, each with what it
 * caused, in the words of herald-text.c. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-history-view.h"
#include "herald-start.h"
#include "herald-text.h"

struct _HeraldHistoryView
{
  GtkWidget      parent_instance;

  GtkListBox    *list;
  GtkStringList *model;
};

G_DEFINE_FINAL_TYPE (HeraldHistoryView, herald_history_view, GTK_TYPE_WIDGET)

/**
 * herald_history_view_update:
 * @game: (nullable): the game, or %NULL for none
 *
 * Shows the history of @game, newest first: each action, then what it caused. Only the rows
 * that changed are replaced.
 */
void
herald_history_view_update (HeraldHistoryView *self,
                            HeraldGame        *game)
{
  GArray *outcomes;
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  guint n_actions, o = 0;
  gint64 current = 0;

  if (game == NULL)
    {
      gtk_string_list_splice (self->model, 0,
                              g_list_model_get_n_items (G_LIST_MODEL (self->model)), NULL);
      return;
    }

  n_actions = herald_game_get_n_actions (game);
  outcomes = herald_game_get_outcomes (game);

  /* Rolls and turn ends need not name their player: follow the turns to name it */
  current = herald_game_get_start_current (game);

  /* Newest first: an action, then what it caused */
  for (guint a = 0; a < n_actions; a++)
    {
      HeraldAction action = *herald_game_get_action (game, a);
      g_autoptr(GString) line = g_string_new (NULL);
      g_autofree char *text = NULL;

      if (action.player < 0 && (action.type == HERALD_ACTION_ROLL || action.type == HERALD_ACTION_END_TURN))
        action.player = current;
      text = herald_text_describe_action (game, &action);
      g_string_append (line, text);
      for (; o < outcomes->len && g_array_index (outcomes, HeraldOutcome, o).action <= a; o++)
        {
          const HeraldOutcome *outcome = &g_array_index (outcomes, HeraldOutcome, o);
          g_autofree char *desc = NULL;

          if (outcome->type == HERALD_OUTCOME_TURN && outcome->player >= 0)
            current = outcome->player;
          if (outcome->action != a || outcome->type == HERALD_OUTCOME_ROLLED)
            continue;
          desc = herald_text_describe_outcome (game, outcome);
          g_string_append (line, "\n  · ");
          g_string_append (line, desc);
        }

      g_ptr_array_add (lines, g_string_free (g_steal_pointer (&line), FALSE));
    }

  {
    GListModel *model = G_LIST_MODEL (self->model);
    guint n = lines->len;
    guint m = g_list_model_get_n_items (model);
    guint common = 0;
    g_autofree const char **fresh = NULL;

    /* The model is newest first and a step only touches its newest lines: keep the rows
     * the old and the new history share at their old end, replace only the rest. */
    while (common < n && common < m)
      {
        const char *line = g_ptr_array_index (lines, common);
        const char *old_line = gtk_string_list_get_string (self->model, m - 1 - common);

        if (g_strcmp0 (line, old_line) != 0)
          break;
        common++;
      }

    fresh = g_new0 (const char *, n - common + 1);
    for (guint i = 0; i < n - common; i++)
      fresh[i] = g_ptr_array_index (lines, n - 1 - i);
    gtk_string_list_splice (self->model, 0, m - common, fresh);
  }
}

static GtkWidget *
row_create_cb (gpointer item,
                       gpointer user_data)
{
  GtkWidget *label = gtk_label_new (gtk_string_object_get_string (item));

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
  self->model = gtk_string_list_new (NULL);
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "navigation-sidebar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("History"), -1);
  gtk_list_box_bind_model (self->list, G_LIST_MODEL (self->model), row_create_cb, NULL, NULL);
  gtk_widget_set_parent (GTK_WIDGET (self->list), GTK_WIDGET (self));
}
