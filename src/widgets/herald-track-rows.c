/* herald-track-rows.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The layout of a player card's tracks (herald-player-card.ui: tracks_grid): a row for each
 * track, its name (a GtkLabel) and then its levels, laid out as a GtkGrid laid them out, the
 * names in a column of their own as wide as the widest name where there is room. Where the
 * column beside the levels is narrower than a name's longest word, each name goes on a line of
 * its own above its levels instead: at a 768 px tablet's text scale 1.5 the cards have their
 * least width, and "Commercio" was broken as "Com-mercio", "Wissenschaft" as "Wissen-schaft",
 * each card a line taller and its rows of levels no longer evenly spaced (tester report 48,
 * N48-4). A name whose words fit may still wrap between them beside its levels. The
 * metropolis's star is joined to its word by a no-break space ("Politics ★"), one word here:
 * it wrapped alone under the name beside the levels (fix48-3). The cards of a window decide
 * together, by the widest word of them all (fix50-2). The least width is the grid's:
 * the names' least width beside the levels', a name's counted as if its star could wrap (a
 * phone's window and the choice of the narrow layout are measured as before). */

#include "config.h"

#include <string.h>

#include "herald-track-rows.h"
#include "herald-word-width.h"

struct _HeraldTrackRows
{
  GtkLayoutManager parent_instance;

  int              spacing;
  int              row_length;
  gboolean         stacked;   /* at the last allocation */
  int              word;      /* the widest word of a name at the last horizontal measure; -1 before */
};

G_DEFINE_FINAL_TYPE (HeraldTrackRows, herald_track_rows, GTK_TYPE_LAYOUT_MANAGER)

/* Every layout, for the cards of one window to agree (shared_word ()) */
static GList *all_rows;
static guint  resize_id;

/* The widest word of a name in every card of @self's window, @self's own counted as @own: the
 * cards put their names above their levels, or beside, together. Alone, the card whose player
 * took a metropolis put them above ("Politics ★" did not fit beside at a phone's text scale
 * 1.5), three lines taller than the others (fix50-2) */
static int
shared_word (HeraldTrackRows *self,
             int              own)
{
  GtkWidget *widget = gtk_layout_manager_get_widget (GTK_LAYOUT_MANAGER (self));
  GtkRoot *root = widget != NULL ? gtk_widget_get_root (widget) : NULL;
  int word = own;

  if (root == NULL)
    return word;
  for (GList *l = all_rows; l != NULL; l = l->next)
    {
      HeraldTrackRows *other = l->data;
      GtkWidget *other_widget = gtk_layout_manager_get_widget (GTK_LAYOUT_MANAGER (other));

      if (other != self && other_widget != NULL && gtk_widget_get_root (other_widget) == root)
        word = MAX (word, other->word);
    }
  return word;
}

static gboolean
resize_others_cb (gpointer data)
{
  resize_id = 0;
  for (GList *l = all_rows; l != NULL; l = l->next)
    {
      GtkWidget *widget = gtk_layout_manager_get_widget (GTK_LAYOUT_MANAGER (l->data));

      if (widget != NULL)
        gtk_widget_queue_resize (widget);
    }
  return G_SOURCE_REMOVE;
}

/* The widths of a row laid out beside each other: the names' least and natural widths, the
 * widest word of a name, a level's least and natural widths */
typedef struct
{
  int name_min, name_nat, word;
  int level_min, level_nat;
  int n_levels;
} Widths;

/* How much wider @label's least width is than with its no-break spaces as spaces, in pixels:
 * GtkLabel's least width is its text laid out at a width of 0 */
#define JOINED_KEY "herald-track-rows-joined"

static int
least_text_width (GtkWidget  *label,
                  const char *text)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (label, text);
  int width = 0;

  pango_layout_set_wrap (layout, gtk_label_get_wrap_mode (GTK_LABEL (label)));
  pango_layout_set_width (layout, 0);
  pango_layout_get_pixel_size (layout, &width, NULL);
  return width;
}

static int
joined_width (GtkWidget *label)
{
  const char *text = gtk_label_get_text (GTK_LABEL (label));
  g_autoptr(GString) parted = NULL;

  if (strstr (text, "\302\240") == NULL)
    return 0;
  parted = g_string_new (text);
  g_string_replace (parted, "\302\240", " ", 0);
  return MAX (least_text_width (label, text) - least_text_width (label, parted->str), 0);
}

/* The widths of the visible children of @widget, rows of @row_length; the names' widest word
 * laid out again only if @words (Pango layouts: at the widget's horizontal measure, which GTK
 * asks again only when a child's size changed), else the one found then */
static void
measure_widths (HeraldTrackRows *self,
                GtkWidget       *widget,
                gboolean         words,
                Widths          *widths)
{
  guint i = 0;

  memset (widths, 0, sizeof *widths);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    {
      int min = 0, nat = 0;
      gboolean name = i % (guint) self->row_length == 0;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      if (name)
        {
          /* the star joined by a no-break space counts as if it could wrap (the names go
           * above their levels where it cannot, stacked_at ()); found again with the words */
          if (GTK_IS_LABEL (child) && (words || g_object_get_data (G_OBJECT (child), JOINED_KEY) == NULL))
            g_object_set_data (G_OBJECT (child), JOINED_KEY, GINT_TO_POINTER (joined_width (child) + 1));
          if (GTK_IS_LABEL (child))
            {
              int asked = 0;

              gtk_widget_get_size_request (child, &asked, NULL);
              min = MAX (min - (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (child), JOINED_KEY)) - 1), asked);
            }
          widths->name_min = MAX (widths->name_min, min);
          widths->name_nat = MAX (widths->name_nat, nat);
          if (GTK_IS_LABEL (child) && (words || self->word < 0))
            widths->word = MAX (widths->word, herald_widest_word (child, gtk_label_get_text (GTK_LABEL (child))));
        }
      else
        {
          widths->level_min = MAX (widths->level_min, min);
          widths->level_nat = MAX (widths->level_nat, nat);
        }
    }
  widths->n_levels = self->row_length - 1;
  if (words || self->word < 0)
    {
      /* the other cards of the window decide again, once this measure is done */
      if (self->word != widths->word && g_list_length (all_rows) > 1 && resize_id == 0)
        resize_id = g_idle_add (resize_others_cb, NULL);
      self->word = widths->word;
    }
  widths->word = shared_word (self, self->word);
}

/* The levels' least width in a row, spacing included */
static int
levels_min (HeraldTrackRows *self,
            const Widths    *widths)
{
  return widths->n_levels * widths->level_min + (widths->n_levels - 1) * self->spacing;
}

/* The names' column beside the levels in @width: its least width, then toward the widest
 * name's natural width, as a GtkGrid shares it (the levels expand and take what is left) */
static int
name_column (HeraldTrackRows *self,
             const Widths    *widths,
             int              width)
{
  int left = width - self->spacing - levels_min (self, widths);

  return MAX (widths->name_min, MIN (widths->name_nat, left));
}

/* Whether the names go above their levels in @width: a name's word would be broken beside,
 * the column as wide as it can be (the word may be another card's, shared_word ()) */
static gboolean
stacked_at (HeraldTrackRows *self,
            const Widths    *widths,
            int              width)
{
  return width >= 0 && MAX (widths->name_min, width - self->spacing - levels_min (self, widths)) < widths->word;
}

/* The visible children of @widget's row @row, its name in @name and its levels in @levels */
static guint
row_children (HeraldTrackRows *self,
              GtkWidget       *widget,
              guint            row,
              GtkWidget      **name,
              GtkWidget      **levels)
{
  guint i = 0, n = 0;

  *name = NULL;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    {
      if (i / (guint) self->row_length != row || !gtk_widget_should_layout (child))
        continue;
      if (i % (guint) self->row_length == 0)
        *name = child;
      else
        levels[n++] = child;
    }
  return n;
}

static guint
n_rows (HeraldTrackRows *self,
        GtkWidget       *widget)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;
  return (n + (guint) self->row_length - 1) / (guint) self->row_length;
}

/* @n levels' widths in @width, the first ones a pixel wider where it does not divide */
static int
level_width (HeraldTrackRows *self,
             guint            n,
             int              width,
             guint            i)
{
  int left = width - ((int) n - 1) * self->spacing;

  return left / (int) n + (i < (guint) (left % (int) n) ? 1 : 0);
}

/* The height of @child at @width: its least, or natural, height */
static int
height_at (GtkWidget *child,
           int        width,
           gboolean   natural)
{
  int min = 0, nat = 0;

  if (child == NULL)
    return 0;
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, MAX (width, 0), &min, &nat, NULL, NULL);
  return natural ? nat : min;
}

/* Row @row's name's and levels' heights in @width, @stacked or not */
static void
row_heights (HeraldTrackRows *self,
             GtkWidget       *widget,
             const Widths    *widths,
             guint            row,
             int              width,
             gboolean         stacked,
             gboolean         natural,
             int             *name_height,
             int             *levels_height)
{
  GtkWidget *name, *levels[16];
  guint n = row_children (self, widget, row, &name, levels);
  int column = stacked ? width : name_column (self, widths, width);
  int levels_width = stacked ? width : width - column - self->spacing;

  *name_height = height_at (name, column, natural);
  *levels_height = 0;
  for (guint l = 0; l < n; l++)
    *levels_height = MAX (*levels_height, height_at (levels[l], level_width (self, n, levels_width, l), natural));
}

static GtkSizeRequestMode
herald_track_rows_get_request_mode (GtkLayoutManager *manager,
                                    GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
herald_track_rows_measure (GtkLayoutManager *manager,
                           GtkWidget        *widget,
                           GtkOrientation    orientation,
                           int               for_size,
                           int              *minimum,
                           int              *natural,
                           int              *minimum_baseline,
                           int              *natural_baseline)
{
  HeraldTrackRows *self = HERALD_TRACK_ROWS (manager);
  Widths widths;
  guint rows = n_rows (self, widget);

  *minimum = *natural = 0;
  *minimum_baseline = *natural_baseline = -1;
  if (rows == 0)
    return;
  measure_widths (self, widget, orientation == GTK_ORIENTATION_HORIZONTAL, &widths);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* a GtkGrid's: the names' column beside the levels */
      *minimum = widths.name_min + self->spacing + levels_min (self, &widths);
      *natural = widths.name_nat + self->spacing + widths.n_levels * widths.level_nat +
                 (widths.n_levels - 1) * self->spacing;
      return;
    }

  {
    /* free of a width: at the least width, the tallest it can be */
    int width = for_size >= 0 ? for_size : widths.name_min + self->spacing + levels_min (self, &widths);
    gboolean stacked = stacked_at (self, &widths, width);

    for (guint r = 0; r < rows; r++)
      {
        int name_min, name_nat, levels_min_h, levels_nat_h;

        row_heights (self, widget, &widths, r, width, stacked, FALSE, &name_min, &levels_min_h);
        row_heights (self, widget, &widths, r, width, stacked, TRUE, &name_nat, &levels_nat_h);
        if (stacked)
          {
            *minimum += name_min + self->spacing + levels_min_h;
            *natural += name_nat + self->spacing + levels_nat_h;
          }
        else
          {
            *minimum += MAX (name_min, levels_min_h);
            *natural += MAX (name_nat, levels_nat_h);
          }
      }
    *minimum += ((int) rows - 1) * self->spacing;
    *natural += ((int) rows - 1) * self->spacing;
  }
}

static void
allocate_child (GtkWidget *child,
                gboolean   rtl,
                int        width,
                int        x,
                int        y,
                int        child_width,
                int        child_height)
{
  gtk_widget_size_allocate (child,
                            &(GtkAllocation) { rtl ? width - x - child_width : x, y, child_width, child_height },
                            -1);
}

static void
herald_track_rows_allocate (GtkLayoutManager *manager,
                            GtkWidget        *widget,
                            int               width,
                            int               height,
                            int               baseline)
{
  HeraldTrackRows *self = HERALD_TRACK_ROWS (manager);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  guint rows = n_rows (self, widget);
  Widths widths;
  int column, y = 0;

  measure_widths (self, widget, FALSE, &widths);
  self->stacked = stacked_at (self, &widths, width);
  column = self->stacked ? width : name_column (self, &widths, width);
  for (guint r = 0; r < rows; r++)
    {
      GtkWidget *name, *levels[16];
      guint n = row_children (self, widget, r, &name, levels);
      int name_height, levels_height, x = 0;
      int levels_x = self->stacked ? 0 : column + self->spacing;
      int levels_width = width - levels_x;

      row_heights (self, widget, &widths, r, width, self->stacked, TRUE, &name_height, &levels_height);
      if (self->stacked)
        {
          if (name != NULL)
            allocate_child (name, rtl, width, 0, y, width, name_height);
          y += name_height + self->spacing;
        }
      else
        {
          /* the row as tall as its taller part, the name centred in it as in a grid's cell */
          levels_height = MAX (name_height, levels_height);
          if (name != NULL)
            allocate_child (name, rtl, width, 0, y, column, levels_height);
        }
      x = levels_x;
      for (guint l = 0; l < n; l++)
        {
          int w = level_width (self, n, levels_width, l);

          allocate_child (levels[l], rtl, width, x, y, w, levels_height);
          x += w + self->spacing;
        }
      y += levels_height + self->spacing;
    }
}

static void
herald_track_rows_finalize (GObject *object)
{
  all_rows = g_list_remove (all_rows, object);
  if (all_rows == NULL)
    g_clear_handle_id (&resize_id, g_source_remove);

  G_OBJECT_CLASS (herald_track_rows_parent_class)->finalize (object);
}

static void
herald_track_rows_class_init (HeraldTrackRowsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  object_class->finalize = herald_track_rows_finalize;

  layout_class->get_request_mode = herald_track_rows_get_request_mode;
  layout_class->measure = herald_track_rows_measure;
  layout_class->allocate = herald_track_rows_allocate;
}

static void
herald_track_rows_init (HeraldTrackRows *self)
{
  self->spacing = 2;
  self->row_length = 6;
  self->word = -1;
  all_rows = g_list_prepend (all_rows, self);
}

/**
 * herald_track_rows_new:
 * @spacing: the room between two rows, between a name and its levels and between two
 *   levels, in pixels
 * @row_length: how many children make a row: the name (a #GtkLabel) and its levels (at most
 *   15), in the order they were added
 *
 * Returns: (transfer full): a new layout
 */
GtkLayoutManager *
herald_track_rows_new (int spacing,
                       int row_length)
{
  HeraldTrackRows *self;

  g_return_val_if_fail (spacing >= 0, NULL);
  g_return_val_if_fail (row_length >= 2 && row_length <= 16, NULL);

  self = g_object_new (HERALD_TYPE_TRACK_ROWS, NULL);
  self->spacing = spacing;
  self->row_length = row_length;
  return GTK_LAYOUT_MANAGER (self);
}

/**
 * herald_track_rows_get_stacked:
 * @self: the layout
 *
 * Returns: whether, at the last allocation, each name was on a line of its own above its
 *   levels (a name's longest word, in any card of the window, did not fit beside them)
 */
gboolean
herald_track_rows_get_stacked (HeraldTrackRows *self)
{
  g_return_val_if_fail (HERALD_IS_TRACK_ROWS (self), FALSE);

  return self->stacked;
}

/**
 * herald_track_rows_get_names_width:
 * @self: the layout, of a widget
 *
 * Returns: the least width, in pixels, at which each name is whole on one line beside its
 *   levels (the widest name's natural width, or the widest word of the window's cards, the
 *   levels' least): no less than the least width
 */
int
herald_track_rows_get_names_width (HeraldTrackRows *self)
{
  GtkWidget *widget;
  Widths widths;

  g_return_val_if_fail (HERALD_IS_TRACK_ROWS (self), 0);

  widget = gtk_layout_manager_get_widget (GTK_LAYOUT_MANAGER (self));
  if (widget == NULL)
    return 0;
  measure_widths (self, widget, FALSE, &widths);
  return MAX (MAX (widths.name_min, widths.name_nat), widths.word) + self->spacing + levels_min (self, &widths);
}
